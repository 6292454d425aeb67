import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useLingui } from '@lingui/react/macro'
import { useBasename } from 'react-admin'
import { Link } from 'react-router-dom'

export type HotelPageTab = 'hotel' | 'hotel/features' | 'hotel/feature-type'

/** The admin's Accommodations page: the properties, the features suppliers choose, and their types. */
export function HotelPageTabs({ value }: { value: HotelPageTab }) {
  const { t } = useLingui()
  const basename = useBasename()
  const tabs: [HotelPageTab, string][] = [
    ['hotel', t`Properties`],
    ['hotel/features', t`Features`],
    ['hotel/feature-type', t`Feature types`],
  ]
  return (
    <Tabs value={value} aria-label={t`Accommodations`} sx={{ mb: 2 }}>
      {tabs.map(([path, label]) => (
        <Tab key={path} value={path} label={label} component={Link} to={`${basename}/${path}`} />
      ))}
    </Tabs>
  )
}
