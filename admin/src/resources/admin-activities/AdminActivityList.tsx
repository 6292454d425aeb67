import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { TOUR_SERVICE_TYPES, type AdminActivityListRow } from '@jaunt/domain'
import { DataTable, DateField, List, SearchInput, SelectInput, TopToolbar, useBasename } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { StatusTabs } from '../product-status/StatusTabs'
import { SERVICE_TYPE_LABELS } from '../site-catalogue/serviceTypeLabel'
import { TourBulkStatus } from '../tours/TourBulkStatus'
import { ProductStatusChip } from '../product-status/ProductStatusChip'
import { SupplierFilter } from '../products/SupplierFilter'

/** Products › Activities for the admin: every supplier's activities by status tab, supplier, type and words. */
export function AdminActivityList() {
  const { t, i18n } = useLingui()
  const basename = useBasename()
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or code`} />,
    <SupplierFilter key="supplier_user_id" source="supplier_user_id" alwaysOn />,
    <SelectInput
      key="service_type"
      source="service_type"
      label={t`Type`}
      alwaysOn
      emptyText={t`All`}
      choices={TOUR_SERVICE_TYPES.map((type) => ({ id: type, name: i18n._(SERVICE_TYPE_LABELS[type]) }))}
    />,
  ]
  return (
    <>
      <PageHeader
        title={t`Activities`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Products` }, { label: t`Activities` }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to="create">
            {t`Create activity`}
          </Button>
        }
      />
      <List
        resource="admin-activity"
        filters={filters}
        sort={{ field: 'updated_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <StatusTabs resource="admin-activity" />
        <DataTable<AdminActivityListRow>
          bulkActionButtons={<TourBulkStatus />}
          rowClick={(id) => `${basename}/activity/edit/${String(id)}`}
        >
          <DataTable.Col source="name" label={t`Name`} />
          <DataTable.Col source="product_code" label={t`Product code`} />
          <DataTable.Col source="supplier_name" label={t`Supplier`} />
          <DataTable.Col
            source="service_type"
            label={t`Type`}
            disableSort
            render={(record: AdminActivityListRow) =>
              i18n._(SERVICE_TYPE_LABELS[record.service_type as keyof typeof SERVICE_TYPE_LABELS])
            }
          />
          <DataTable.Col
            source="status"
            label={t`Status`}
            render={(record: AdminActivityListRow) => <ProductStatusChip status={record.status} />}
          />
          <DataTable.Col source="updated_at" label={t`Last updated`}>
            <DateField source="updated_at" showTime />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  )
}
