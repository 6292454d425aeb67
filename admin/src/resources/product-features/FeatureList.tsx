import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { ProductFeatureRecord } from '@jaunt/domain'
import { BooleanField, DataTable, List, SearchInput, SelectInput, TopToolbar, useBasename } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { FEATURE_RESOURCE } from './featureData'
import { HotelPageTabs } from './HotelPageTabs'
import { useFeatureTypeChoices } from './useFeatureTypeChoices'

/** `hotel/features`: the features suppliers give their products, by type, with how many carry each. */
export function FeatureList() {
  const { t } = useLingui()
  const localName = useLocalName()
  const basename = useBasename()
  const types = useFeatureTypeChoices()
  const typeName = (id: number | null) => types.choices.find((type) => type.id === id)?.name ?? ''
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name`} />,
    <SelectInput
      key="feature_type_id"
      source="feature_type_id"
      label={t`Feature type`}
      alwaysOn
      emptyText={t`All`}
      choices={types.choices}
      isPending={types.isPending}
    />,
  ]
  return (
    <>
      <PageHeader
        title={t`Features`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Accommodations`, to: '/hotel' },
          { label: t`Features` },
        ]}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={Link}
            to={`${basename}/${FEATURE_RESOURCE}/${NEW_TOUR_ID}`}
          >
            {t`Create feature`}
          </Button>
        }
      />
      <HotelPageTabs value="hotel/features" />
      <List
        resource={FEATURE_RESOURCE}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<ProductFeatureRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col
            source="name"
            label={t`Name`}
            render={(feature: ProductFeatureRecord) => localName(feature.name)}
          />
          <DataTable.Col source="icon" label={t`Icon`} />
          <DataTable.Col
            source="feature_type_id"
            label={t`Feature type`}
            disableSort
            render={(feature: ProductFeatureRecord) => typeName(feature.feature_type_id)}
          />
          <DataTable.Col source="most_popular" label={t`Most popular`} disableSort>
            <BooleanField source="most_popular" />
          </DataTable.Col>
          <DataTable.Col source="products" label={t`Products`} />
        </DataTable>
      </List>
    </>
  )
}
