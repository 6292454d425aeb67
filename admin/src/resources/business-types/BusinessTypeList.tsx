import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { BusinessTypeRecord } from '@jaunt/domain'
import { DataTable, List, SearchInput, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { BUSINESS_TYPE_RESOURCE } from './businessTypeData'

/** `selects/business-type`: the kinds of business suppliers and partners say they run, with how many run each. */
export function BusinessTypeList() {
  const { t } = useLingui()
  const localName = useLocalName()
  return (
    <>
      <PageHeader
        title={t`Business types`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Selects` }, { label: t`Business types` }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {t`Create business type`}
          </Button>
        }
      />
      <List
        resource={BUSINESS_TYPE_RESOURCE}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name`} />]}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<BusinessTypeRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col
            source="name"
            label={t`Name`}
            render={(type: BusinessTypeRecord) => localName(type.name)}
          />
          <DataTable.Col source="users" label={t`Users`} />
        </DataTable>
      </List>
    </>
  )
}
