import { useLingui } from '@lingui/react/macro'
import type { TourRecord } from '@jaunt/domain'
import Button from '@mui/material/Button'
import { Edit, useRecordContext } from 'react-admin'
import { Link } from 'react-router-dom'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { TourForm } from './TourForm'
import { useTourBreadcrumbs } from './useTourBreadcrumbs'

function TourHeading() {
  const { t } = useLingui()
  const { base } = useServices()
  const tour = useRecordContext<TourRecord>()
  const name = tour?.texts.en?.name ?? ''
  const options = tour && (
    <>
      <Button variant="outlined" component={Link} to={`${base.basename}/tour/settings/${tour.id}`}>
        {t`Settings`}
      </Button>
      <Button variant="outlined" component={Link} to={`${base.basename}/tour/manage/${tour.id}/options`}>
        {t`Options`}
      </Button>
    </>
  )
  return (
    <PageHeader
      title={name || t`Edit activity`}
      breadcrumbs={useTourBreadcrumbs(t`Edit`)}
      actions={options}
    />
  )
}

/**
 * `tour/{id}`: saved pessimistically, since the server's checks (a location or category that does
 * not exist) answer 400s that must land on their fields before the form is left.
 */
export function TourEdit() {
  return (
    <Edit resource="tour" title={false} mutationMode="pessimistic" redirect={false} actions={false}>
      <TourHeading />
      <TourForm />
    </Edit>
  )
}
