import Chip from '@mui/material/Chip'
import { useLingui } from '@lingui/react/macro'
import type { AdminHotelListRow } from '@jaunt/domain'
import { DataTable, DateField, List, SearchInput, SelectInput, TopToolbar } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { HotelPageTabs } from '../product-features/HotelPageTabs'
import { useSupplierChoices } from '../products/useSupplierChoices'
import { StatusTabs } from '../product-status/StatusTabs'
import { TourBulkStatus } from '../tours/TourBulkStatus'
import { STATUS_COLOURS, STATUS_LABELS } from '../tours/tourStatus'

/** Products › Accommodations for the admin: every supplier's properties by status tab, supplier and words. */
export function AdminHotelList() {
  const { t, i18n } = useLingui()
  const suppliers = useSupplierChoices()
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or code`} />,
    <SelectInput
      key="supplier_user_id"
      source="supplier_user_id"
      label={t`Supplier`}
      alwaysOn
      emptyText={t`All`}
      choices={suppliers.choices}
      isPending={suppliers.isPending}
    />,
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
            render={(record: AdminHotelListRow) => (
              <Chip
                size="small"
                variant="outlined"
                color={STATUS_COLOURS[record.status]}
                label={i18n._(STATUS_LABELS[record.status])}
              />
            )}
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
