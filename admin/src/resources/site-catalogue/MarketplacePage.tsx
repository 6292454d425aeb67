import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { ServiceType, type SiteCatalogueRow } from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'
import { DataTable, List, SearchInput, SelectInput, TopToolbar } from 'react-admin'
import { useParams } from 'react-router-dom'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { useSites } from '../../sites/SiteContext'
import { CatalogueBulkActions } from './CatalogueBulkActions'
import { CatalogueToggle } from './CatalogueToggle'
import { ClearCatalogueButton } from './ClearCatalogueButton'
import { SERVICE_TYPE_LABELS } from './serviceTypeLabel'
import { useCatalogueTotals } from './useCatalogueTotals'

function CatalogueTotals({ siteId }: { siteId: number }) {
  const { data } = useCatalogueTotals(siteId)
  if (!data) return null
  const { in_catalogue: selling, total } = data
  return (
    <Typography color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
      <Trans>
        This site sells {selling} of the marketplace’s {total} products. Guests find only these in its
        storefront, search and widgets.
      </Trans>
    </Typography>
  )
}

/**
 * `{siteId}/marketplace`: the site's white-label catalogue. Every active, public product of the
 * marketplace, with a switch for whether this site sells it; a change shows on the site at once.
 */
export function MarketplacePage() {
  const { t, i18n } = useLingui()
  const { base } = useServices()
  const { sites } = useSites()
  const siteId = Number(useParams().siteId)
  const site = sites?.find((candidate) => candidate.id === siteId)
  const totals = useCatalogueTotals(siteId)
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or code`} />,
    <SelectInput
      key="service_type"
      source="service_type"
      label={t`Kind`}
      alwaysOn
      emptyText={t`All`}
      choices={Object.values(ServiceType).map((type) => ({
        id: type,
        name: i18n._(SERVICE_TYPE_LABELS[type]),
      }))}
    />,
    <SelectInput
      key="in_catalogue"
      source="in_catalogue"
      label={t`On this site`}
      alwaysOn
      emptyText={t`All`}
      choices={[
        { id: true, name: t`On this site` },
        { id: false, name: t`Not on this site` },
      ]}
    />,
  ]
  return (
    <>
      <PageHeader
        title={t`Marketplace`}
        breadcrumbs={[{ label: site?.name ?? '' }, { label: t`Marketplace` }]}
        actions={<ClearCatalogueButton siteId={siteId} disabled={!totals.data?.in_catalogue} />}
      />
      <CatalogueTotals siteId={siteId} />
      <List
        resource="site-catalogue"
        filter={{ site_id: siteId }}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<SiteCatalogueRow>
          bulkActionButtons={<CatalogueBulkActions siteId={siteId} />}
          rowClick={false}
        >
          <DataTable.Col source="name" label={t`Name`} />
          <DataTable.Col
            source="service_type"
            label={t`Kind`}
            render={(record: SiteCatalogueRow) => (
              <Chip
                size="small"
                variant="outlined"
                label={i18n._(SERVICE_TYPE_LABELS[record.service_type as ServiceType])}
              />
            )}
          />
          <DataTable.Col source="supplier_name" label={t`Supplier`} disableSort />
          <DataTable.Col source="location_name" label={t`Location`} disableSort />
          <DataTable.Col
            source="lowest_price"
            label={t`From`}
            render={(record: SiteCatalogueRow) =>
              record.lowest_price === null
                ? '—'
                : formatMoney(record.lowest_price, record.currency_code, base.locale)
            }
          />
          <DataTable.Col
            source="in_catalogue"
            label={t`On this site`}
            disableSort
            render={(record: SiteCatalogueRow) => <CatalogueToggle record={record} siteId={siteId} />}
          />
        </DataTable>
      </List>
    </>
  )
}
