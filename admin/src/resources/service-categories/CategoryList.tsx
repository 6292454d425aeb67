import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { List, SearchInput, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { CATEGORY_RESOURCE, WHOLE_TREE } from './categoryData'
import { CategoryTreeTable } from './CategoryTreeTable'

/** `selects/service-category`: the category tree products are sorted into, with how many products each holds. */
export function CategoryList() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        title={t`Service categories`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Selects` },
          { label: t`Service categories` },
        ]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {t`Create category`}
          </Button>
        }
      />
      <List
        resource={CATEGORY_RESOURCE}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or slug`} />]}
        sort={{ field: 'tree', order: 'ASC' }}
        perPage={WHOLE_TREE.perPage}
        pagination={false}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <CategoryTreeTable
          columns={[
            { label: t`Slug`, render: (category) => category.slug },
            { label: t`Order`, render: (category) => category.position },
            { label: t`Products`, render: (category) => category.products },
          ]}
        />
      </List>
    </>
  )
}
