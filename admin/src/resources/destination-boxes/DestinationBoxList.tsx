import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { DestinationBoxRecord } from '@jaunt/domain'
import { DataTable, List, SearchInput, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { DESTINATION_BOX_RESOURCE } from './destinationBoxData'

/** `selects/destination-box`: the marketplace's places, searchable, each with its slider's size. */
export function DestinationBoxList() {
  const { t } = useLingui()
  const localName = useLocalName()
  return (
    <>
      <PageHeader
        title={t`Destination boxes`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Selects` },
          { label: t`Destination boxes` },
        ]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {t`Create destination box`}
          </Button>
        }
      />
      <List
        resource={DESTINATION_BOX_RESOURCE}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or slug`} />]}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<DestinationBoxRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col
            source="name"
            label={t`Name`}
            render={(record: DestinationBoxRecord) => localName(record.name)}
          />
          <DataTable.Col source="slug" label={t`Slug`} />
          <DataTable.Col
            source="items"
            label={t`Products`}
            render={(record: DestinationBoxRecord) => record.items.length}
          />
        </DataTable>
      </List>
    </>
  )
}
