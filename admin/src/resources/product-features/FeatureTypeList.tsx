import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { ProductFeatureTypeRecord } from '@jaunt/domain'
import { DataTable, List, useBasename, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { FEATURE_TYPE_RESOURCE } from './featureData'
import { HotelPageTabs } from './HotelPageTabs'

/** `hotel/feature-type`: what groups the features, with how many features each groups. */
export function FeatureTypeList() {
  const { t } = useLingui()
  const localName = useLocalName()
  const basename = useBasename()
  return (
    <>
      <PageHeader
        title={t`Feature types`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Accommodations`, to: '/hotel' },
          { label: t`Feature types` },
        ]}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={Link}
            to={`${basename}/${FEATURE_TYPE_RESOURCE}/${NEW_TOUR_ID}`}
          >
            {t`Create feature type`}
          </Button>
        }
      />
      <HotelPageTabs value="hotel/feature-type" />
      <List
        resource={FEATURE_TYPE_RESOURCE}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<ProductFeatureTypeRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col
            source="name"
            label={t`Name`}
            render={(type: ProductFeatureTypeRecord) => localName(type.name)}
          />
          <DataTable.Col source="features" label={t`Features`} />
        </DataTable>
      </List>
    </>
  )
}
