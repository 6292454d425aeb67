import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { TaxCategoryRecord } from '@jaunt/domain'
import { DataTable, List, SearchInput, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { TAX_CATEGORY_RESOURCE } from './taxCategoryData'

/** `settings/tax-categories`: the rates suppliers tax their products at, with how many products use each. */
export function TaxCategoryList() {
  const { t } = useLingui()
  const localName = useLocalName()
  return (
    <>
      <PageHeader
        title={t`Tax categories`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Settings` }, { label: t`Tax categories` }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {t`Create tax category`}
          </Button>
        }
      />
      <List
        resource={TAX_CATEGORY_RESOURCE}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or slug`} />]}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<TaxCategoryRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col
            source="name"
            label={t`Name`}
            render={(tax: TaxCategoryRecord) => localName(tax.name)}
          />
          <DataTable.Col source="slug" label={t`Slug`} />
          <DataTable.NumberCol source="rate" label={t`Rate %`} />
          <DataTable.Col source="products" label={t`Products`} />
        </DataTable>
      </List>
    </>
  )
}
