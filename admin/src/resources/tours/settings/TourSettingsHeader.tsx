import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useLingui } from '@lingui/react/macro'
import type { TourRecord } from '@jaunt/domain'
import { useBasename, useGetOne } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../../layout/PageHeader'
import { useLocalName } from '../useLocalName'

export type TourSettingsPage =
  | 'custom-sections'
  | 'features'
  | 'link-destination-box'
  | 'special-instruction-mail'
  | 'recommended-items'
  | 'custom-booking-option'

/** The settings pages' heading, breadcrumbs and one tab per page (spec: `tour/settings/{id}/…`). */
export function TourSettingsHeader({ tourId, current }: { tourId: number; current: TourSettingsPage }) {
  const { t } = useLingui()
  const basename = useBasename()
  const { data: tour } = useGetOne<TourRecord>('tour', { id: tourId })
  const name = useLocalName()(tour?.texts)
  const pages: { page: TourSettingsPage; label: string }[] = [
    { page: 'custom-sections', label: t`Custom sections` },
    { page: 'features', label: t`Features` },
    { page: 'link-destination-box', label: t`Link destination box` },
    { page: 'special-instruction-mail', label: t`Special instruction mail` },
    { page: 'recommended-items', label: t`Recommended items` },
    { page: 'custom-booking-option', label: t`Custom booking option` },
  ]
  return (
    <>
      <PageHeader
        title={t`Settings of ${name}`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Activities`, to: '/tour' },
          { label: name, to: `/tour/${tourId}` },
          { label: t`Settings` },
        ]}
      />
      <Tabs value={current} variant="scrollable" aria-label={t`Settings`} sx={{ mb: 2 }}>
        {pages.map(({ page, label }) => (
          <Tab
            key={page}
            value={page}
            label={label}
            component={Link}
            to={`${basename}/tour/settings/${tourId}/${page}`}
          />
        ))}
      </Tabs>
    </>
  )
}
