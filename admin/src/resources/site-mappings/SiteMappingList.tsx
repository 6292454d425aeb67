import { useLingui } from '@lingui/react/macro'
import type { SiteMappingRow } from '@jaunt/domain'
import {
  CreateButton,
  DataTable,
  DeleteButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { SERVICE_TYPE_LABELS } from '../site-catalogue/serviceTypeLabel'
import { serviceTypeChoices } from './serviceTypeChoices'
import { SITE_MAPPING_RESOURCE } from './siteMappingsData'
import { useWholeChoices } from './useWholeChoices'

/** The admin's `partner-site/mappings`: every product each partner site sells, filtered, and taken off. */
export function SiteMappingList() {
  const { t, i18n } = useLingui()
  const sites = useWholeChoices('partner-sites')
  const suppliers = useWholeChoices('supplier')
  return (
    <>
      <PageHeader
        title={t`Site mappings`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Partner Site` }, { label: t`Mappings` }]}
      />
      <List
        resource={SITE_MAPPING_RESOURCE}
        filters={[
          <SearchInput key="q" source="q" alwaysOn placeholder={t`Search by product name`} />,
          <SelectInput
            key="site_id"
            source="site_id"
            label={t`Site`}
            choices={sites}
            emptyText={t`All`}
            alwaysOn
          />,
          <SelectInput
            key="supplier_id"
            source="supplier_id"
            label={t`Supplier`}
            choices={suppliers}
            emptyText={t`All`}
            alwaysOn
          />,
          <SelectInput
            key="service_type"
            source="service_type"
            label={t`Type`}
            choices={serviceTypeChoices(i18n)}
            emptyText={t`All`}
            alwaysOn
          />,
        ]}
        sort={{ field: 'site_name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={
          <TopToolbar>
            <CreateButton label={t`Add a product to sites`} />
          </TopToolbar>
        }
        title={false}
        disableSyncWithLocation
      >
        <DataTable<SiteMappingRow> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="site_name" label={t`Site`} />
          <DataTable.Col source="service_name" label={t`Product`} />
          <DataTable.Col source="supplier_name" label={t`Supplier`} />
          <DataTable.Col
            source="service_type"
            label={t`Type`}
            render={(row: SiteMappingRow) =>
              i18n._(SERVICE_TYPE_LABELS[row.service_type as keyof typeof SERVICE_TYPE_LABELS])
            }
          />
          <DataTable.Col
            label={t`Actions`}
            render={(row: SiteMappingRow) => (
              <DeleteButton
                record={row}
                label={t`Remove`}
                mutationMode="pessimistic"
                redirect={false}
                confirmTitle={t`Remove ${row.service_name} from ${row.site_name}?`}
                confirmContent={t`The site stops selling this product.`}
              />
            )}
          />
        </DataTable>
      </List>
    </>
  )
}
