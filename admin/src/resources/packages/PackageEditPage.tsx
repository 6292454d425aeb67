import Card from '@mui/material/Card'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PackageRecord } from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'
import { useGetOne } from 'react-admin'
import { useParams, useSearchParams } from 'react-router-dom'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { useSites } from '../../sites/SiteContext'
import { StatusMenu } from '../product-status/StatusMenu'
import { BookingRulesTab } from './BookingRulesTab'
import { FeaturesTab } from './FeaturesTab'
import { HistoryTab } from './HistoryTab'
import { ProductsTab } from './ProductsTab'
import { SettingsTab } from './SettingsTab'
import { TagsCategoriesTab } from './TagsCategoriesTab'
import { TextPicturesTab } from './TextPicturesTab'

const TABS = [
  'products',
  'settings',
  'booking-rules',
  'text-pictures',
  'features',
  'tags-categories',
  'history',
] as const
type PackageTab = (typeof TABS)[number]

/** `{siteId}/packages/{packageId}`: a package's products, settings, texts and pictures, and history. */
export function PackageEditPage() {
  const { t } = useLingui()
  const { base } = useServices()
  const { sites } = useSites()
  const params = useParams()
  const siteId = Number(params.siteId)
  const id = Number(params.packageId)
  const site = sites?.find((candidate) => candidate.id === siteId)
  const [search, setSearch] = useSearchParams()
  const tab = TABS.find((name) => name === search.get('tab')) ?? 'products'
  const { data } = useGetOne<PackageRecord>('package', { id })
  // A list row may stand in while the package loads; the tabs need the whole record.
  const record = data && Array.isArray(data.components) ? data : undefined
  const labels: Record<PackageTab, string> = {
    products: t`Products`,
    settings: t`Settings`,
    'booking-rules': t`Booking rules`,
    'text-pictures': t`Text and pictures`,
    features: t`Features`,
    'tags-categories': t`Tags and categories`,
    history: t`History`,
  }
  return (
    <>
      <PageHeader
        title={record?.name || t`Package`}
        breadcrumbs={[
          { label: site?.name ?? '' },
          { label: t`Packages`, to: `/${siteId}/packages` },
          { label: labels[tab] },
        ]}
        actions={record && <StatusMenu resource="package" record={record} />}
      />
      {record && (
        <Typography color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
          <Trans>Price per guest: {formatMoney(record.adult_price, record.currency_code, base.locale)}</Trans>
        </Typography>
      )}
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: PackageTab) => setSearch({ tab: next }, { replace: true })}
          aria-label={t`Package`}
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={labels[name]} />
          ))}
        </Tabs>
        {record && tab === 'products' && <ProductsTab key={record.id} siteId={siteId} record={record} />}
        {record && tab === 'settings' && <SettingsTab record={record} />}
        {record && tab === 'booking-rules' && <BookingRulesTab record={record} />}
        {record && tab === 'text-pictures' && <TextPicturesTab record={record} />}
        {record && tab === 'features' && <FeaturesTab id={record.id} />}
        {record && tab === 'tags-categories' && <TagsCategoriesTab id={record.id} />}
        {record && tab === 'history' && <HistoryTab id={record.id} />}
      </Card>
    </>
  )
}
