import { useLingui } from '@lingui/react/macro'
import type { AdminHotelListRow } from '@jaunt/domain'
import { DataTable, DateField, List, SearchInput, TopToolbar } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { HotelPageTabs } from '../product-features/HotelPageTabs'
import { StatusTabs } from '../product-status/StatusTabs'
import { TourBulkStatus } from '../tours/TourBulkStatus'
import { ProductStatusChip } from '../product-status/ProductStatusChip'
import { SupplierFilter } from '../products/SupplierFilter'

/** Products › Accommodations for the admin: every supplier's properties by status tab, supplier and words. */
export function AdminHotelList() {
  const { t } = useLingui()
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or code`} />,
    <SupplierFilter key="supplier_user_id" source="supplier_user_id" alwaysOn />,
  ]
  return (
    <>
      <PageHeader
        title={t`Accommodations`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Products` }, { label: t`Accommodations` }]}
      />
      <HotelPageTabs value="hotel" />
      <List
        resource="admin-hotel"
        filters={filters}
        sort={{ field: 'updated_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <StatusTabs resource="admin-hotel" />
        <DataTable<AdminHotelListRow> bulkActionButtons={<TourBulkStatus />} rowClick={false}>
          <DataTable.Col source="name" label={t`Name`} />
          <DataTable.Col source="supplier_name" label={t`Supplier`} />
          <DataTable.Col source="location_name" label={t`City`} disableSort />
          <DataTable.Col
            source="status"
            label={t`Status`}
            render={(record: AdminHotelListRow) => <ProductStatusChip status={record.status} />}
          />
          <DataTable.Col source="room_type_count" label={t`Room types`} disableSort />
          <DataTable.Col source="updated_at" label={t`Last updated`}>
            <DateField source="updated_at" showTime />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  )
}
