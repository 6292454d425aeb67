import { useLingui } from '@lingui/react/macro'
import type { TourRecord } from '@jaunt/domain'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Edit, useRecordContext } from 'react-admin'
import { Link } from 'react-router-dom'
import { useServices } from '../../AdminServicesContext'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { StatusMenu } from '../product-status/StatusMenu'
import { TourForm } from './TourForm'
import { useTourBreadcrumbs } from './useTourBreadcrumbs'
import { useLocalName } from './useLocalName'

function TourHeading() {
  const { t } = useLingui()
  const localName = useLocalName()
  const { base } = useServices()
  const tour = useRecordContext<TourRecord>()
  const name = localName(tour?.texts)
  const actions = tour && (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <StatusMenu resource="tour" record={tour} />
      <Button variant="outlined" component={Link} to={`${base.basename}/tour/settings/${tour.id}`}>
        {t`Settings`}
      </Button>
      <Button variant="outlined" component={Link} to={`${base.basename}/tour/manage/${tour.id}/options`}>
        {t`Options`}
      </Button>
    </Box>
  )
  return (
    <PageHeader
      title={name || t`Edit activity`}
      breadcrumbs={useTourBreadcrumbs(t`Edit`)}
      actions={actions}
    />
  )
}

/**
 * `tour/{id}`: saved pessimistically, since the server's checks (a location or category that does
 * not exist) answer 400s that must land on their fields before the form is left.
 */
export function TourEdit() {
  return (
    <Edit
      resource="tour"
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <TourHeading />
      <TourForm />
    </Edit>
  )
}
