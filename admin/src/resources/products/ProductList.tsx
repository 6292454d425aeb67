import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { Status, type ProductListRow } from '@jaunt/domain'
import { DataTable, List, SearchInput, SelectInput, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { TourBulkStatus } from '../tours/TourBulkStatus'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { STATUS_LABELS } from '../tours/tourStatus'
import { PRODUCT_KINDS } from './productKinds'
import type { AdminProductKind } from '@jaunt/domain'
import { ProductStatusChip } from '../product-status/ProductStatusChip'
import { LowestPrice } from './LowestPrice'
import { SupplierFilter } from './SupplierFilter'

/** Products › Rentals (restaurants, attractions): every supplier's, by status, supplier and words. */
export function ProductList({ kind }: { kind: AdminProductKind }) {
  const { t, i18n } = useLingui()
  const config = PRODUCT_KINDS[kind]
  const title = i18n._(config.title)
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or code`} />,
    <SelectInput
      key="status"
      source="status"
      label={t`Status`}
      alwaysOn
      emptyText={t`All`}
      choices={Object.values(Status).map((status) => ({ id: status, name: i18n._(STATUS_LABELS[status]) }))}
    />,
    <SupplierFilter key="supplier_user_id" source="supplier_user_id" alwaysOn />,
  ]
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Products` }, { label: title }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {i18n._(config.create)}
          </Button>
        }
      />
      <List
        resource={kind}
        filters={filters}
        sort={{ field: 'updated_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<ProductListRow> bulkActionButtons={<TourBulkStatus />} rowClick="edit">
          <DataTable.Col source="name" label={t`Name`} />
          <DataTable.Col source="product_code" label={t`Product code`} />
          <DataTable.Col source="supplier_name" label={t`Supplier`} />
          <DataTable.Col source="location_name" label={t`Location`} disableSort />
          <DataTable.Col
            source="status"
            label={t`Status`}
            render={(record: ProductListRow) => <ProductStatusChip status={record.status} />}
          />
          <DataTable.Col
            source="lowest_price"
            label={t`From`}
            render={(record: ProductListRow) => <LowestPrice record={record} />}
          />
        </DataTable>
      </List>
    </>
  )
}
