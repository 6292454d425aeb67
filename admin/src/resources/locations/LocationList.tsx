import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { LocationRecord } from '@jaunt/domain'
import { DataTable, List, SearchInput, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { LOCATION_RESOURCE } from './locationData'
import { countryName } from './places'

/** `settings/locations`: the places products are in, searchable, with how many products each has. */
export function LocationList() {
  const { t } = useLingui()
  const localName = useLocalName()
  const { locale } = useServices().base
  return (
    <>
      <PageHeader
        title={t`Locations`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Settings` }, { label: t`Locations` }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {t`Create location`}
          </Button>
        }
      />
      <List
        resource={LOCATION_RESOURCE}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or slug`} />]}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<LocationRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col
            source="name"
            label={t`Name`}
            render={(place: LocationRecord) => localName(place.name)}
          />
          <DataTable.Col source="slug" label={t`Slug`} />
          <DataTable.Col
            source="country_code"
            label={t`Country`}
            render={(place: LocationRecord) => countryName(place.country_code, locale)}
          />
          <DataTable.Col source="time_zone" label={t`Time zone`} />
          <DataTable.Col source="products" label={t`Products`} />
        </DataTable>
      </List>
    </>
  )
}
