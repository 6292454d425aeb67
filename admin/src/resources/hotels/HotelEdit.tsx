import { useLingui } from '@lingui/react/macro'
import type { HotelRecord } from '@jaunt/domain'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Edit, useRecordContext } from 'react-admin'
import { Link } from 'react-router-dom'
import { useServices } from '../../AdminServicesContext'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { StatusMenu } from '../product-status/StatusMenu'
import { useLocalName } from '../tours/useLocalName'
import { HotelForm } from './HotelForm'
import { useHotelBreadcrumbs } from './hotelPaths'

function HotelHeading() {
  const { t } = useLingui()
  const localName = useLocalName()
  const { base } = useServices()
  const hotel = useRecordContext<HotelRecord>()
  const actions = hotel && (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <StatusMenu resource="hotel" record={hotel} />
      <Button variant="outlined" component={Link} to={`${base.basename}/hotel/manage/${hotel.id}/room-types`}>
        {t`Room types`}
      </Button>
      <Button variant="outlined" component={Link} to={`${base.basename}/hotel/manage/${hotel.id}/rate-plans`}>
        {t`Rate plans`}
      </Button>
    </Box>
  )
  return (
    <PageHeader
      title={localName(hotel?.texts) || t`Edit accommodation`}
      breadcrumbs={useHotelBreadcrumbs({ label: t`Edit` })}
      actions={actions}
    />
  )
}

/** `hotel/{id}`: saved pessimistically, so the server's 400s land on their fields before leaving. */
export function HotelEdit() {
  return (
    <Edit
      resource="hotel"
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <HotelHeading />
      <HotelForm />
    </Edit>
  )
}
