import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { TourListRow } from '@jaunt/domain'
import { DataTable, List, SearchInput, SelectInput, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { StatusTabs } from '../product-status/StatusTabs'
import { TourBulkStatus } from './TourBulkStatus'
import { TourPrivateToggle } from './TourPrivateToggle'
import { NEW_TOUR_ID } from './tourPaths'
import { ProductStatusChip } from '../product-status/ProductStatusChip'
import { LowestPrice } from '../products/LowestPrice'

/** Products › Activities: the supplier's activities by status tab, searchable and sortable. */
export function TourList() {
  const { t } = useLingui()
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or code`} />,
    <SelectInput
      key="is_private"
      source="is_private"
      label={t`Visibility`}
      alwaysOn
      emptyText={t`All`}
      choices={[
        { id: true, name: t`Private` },
        { id: false, name: t`Public` },
      ]}
    />,
  ]
  return (
    <>
      <PageHeader
        title={t`Activities`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Products` }, { label: t`Activities` }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {t`Create activity`}
          </Button>
        }
      />
      <List
        resource="tour"
        filters={filters}
        sort={{ field: 'updated_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <StatusTabs resource="tour" />
        <DataTable<TourListRow> bulkActionButtons={<TourBulkStatus />} rowClick="edit">
          <DataTable.Col source="name" label={t`Name`} />
          <DataTable.Col source="product_code" label={t`Product code`} />
          <DataTable.Col source="location_name" label={t`Location`} disableSort />
          <DataTable.Col
            source="status"
            label={t`Status`}
            render={(record: TourListRow) => <ProductStatusChip status={record.status} />}
          />
          <DataTable.Col
            source="is_private"
            label={t`Private`}
            disableSort
            render={(record: TourListRow) => <TourPrivateToggle record={record} />}
          />
          <DataTable.Col
            source="lowest_price"
            label={t`From`}
            render={(record: TourListRow) => <LowestPrice record={record} />}
          />
        </DataTable>
      </List>
    </>
  )
}
