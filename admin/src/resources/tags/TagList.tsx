import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { TagRecord } from '@jaunt/domain'
import { DataTable, List, SearchInput, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { TAG_RESOURCE } from './tagData'

/** `selects/tag`: the tags suppliers give their products, searchable, with how many products carry each. */
export function TagList() {
  const { t } = useLingui()
  const localName = useLocalName()
  return (
    <>
      <PageHeader
        title={t`Tags`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Selects` }, { label: t`Tags` }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {t`Create tag`}
          </Button>
        }
      />
      <List
        resource={TAG_RESOURCE}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or slug`} />]}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<TagRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" label={t`Name`} render={(tag: TagRecord) => localName(tag.name)} />
          <DataTable.Col source="slug" label={t`Slug`} />
          <DataTable.Col source="products" label={t`Products`} />
        </DataTable>
      </List>
    </>
  )
}
