import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { HotelListRow } from '@jaunt/domain'
import { DataTable, List, SearchInput, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { StatusTabs } from '../product-status/StatusTabs'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { useHotelBreadcrumbs } from './hotelPaths'
import { ProductStatusChip } from '../product-status/ProductStatusChip'
import { LowestPrice } from '../products/LowestPrice'

/** Products › Accommodations: the supplier's hotels by status tab, searchable and sortable. */
export function HotelList() {
  const { t } = useLingui()
  const breadcrumbs = useHotelBreadcrumbs()
  return (
    <>
      <PageHeader
        title={t`Accommodations`}
        breadcrumbs={breadcrumbs.slice(0, -1).concat({ label: t`Accommodations` })}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {t`Create accommodation`}
          </Button>
        }
      />
      <List
        resource="hotel"
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or code`} />]}
        sort={{ field: 'updated_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <StatusTabs resource="hotel" />
        <DataTable<HotelListRow> bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="name" label={t`Name`} />
          <DataTable.Col source="product_code" label={t`Product code`} />
          <DataTable.Col source="location_name" label={t`Location`} disableSort />
          <DataTable.Col source="room_type_count" label={t`Room types`} disableSort />
          <DataTable.Col
            source="status"
            label={t`Status`}
            render={(record: HotelListRow) => <ProductStatusChip status={record.status} />}
          />
          <DataTable.Col
            source="lowest_price"
            label={t`From`}
            render={(record: HotelListRow) => <LowestPrice record={record} />}
          />
        </DataTable>
      </List>
    </>
  )
}
