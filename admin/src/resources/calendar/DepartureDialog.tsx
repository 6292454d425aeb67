import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  ReservationStatus,
  type CalendarDeparture,
  type DepartureBookings,
  type GuestType,
} from '@jaunt/domain'
import { Link } from 'react-router-dom'
import { Loading, useGetOne } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { useGuestTypeLabel } from '../tours/guestTypeLabel'
import { DepartureStateLabel } from './DepartureChip'

function useStatusLabel() {
  const { t } = useLingui()
  return (status: ReservationStatus) =>
    status === ReservationStatus.Confirm
      ? t`Confirmed`
      : status === ReservationStatus.Cancel
        ? t`Cancelled`
        : t`On hold`
}

/** A departure's places and its bookings: reference, guest, tickets and status. */
export function DepartureDialog({
  departure,
  onClose,
}: {
  departure: CalendarDeparture
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const { base } = useServices()
  const statusLabel = useStatusLabel()
  const guestType = useGuestTypeLabel()
  const { data, isPending } = useGetOne<DepartureBookings & { id: number }>('departure-bookings', {
    id: departure.id,
  })
  const { booked, allotment, held, free } = data?.departure ?? departure
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${departure.date}T00:00:00Z`),
  )
  const ticketsOf = (tickets: { guest_type: string; count: number }[]) =>
    tickets
      .map((ticket) => `${ticket.count} × ${guestType(ticket.guest_type as GuestType) ?? ticket.guest_type}`)
      .join(', ')
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="departure-title">
      <DialogTitle id="departure-title">
        {departure.tour_name} · {departure.option_name}
        <Typography variant="body2" color="text.secondary">
          {when} {departure.start_time}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 3, mb: 2, flexWrap: 'wrap' }}>
          <Typography>
            <Trans>
              {booked} / {allotment} booked
            </Trans>
          </Typography>
          <Typography>
            <Trans>{held} on hold</Trans>
          </Typography>
          <Typography>
            <Trans>{free} free</Trans>
          </Typography>
          <DepartureStateLabel state={data?.departure.state ?? departure.state} />
        </Box>
        {isPending ? (
          <Loading />
        ) : data?.bookings.length ? (
          <Table size="small" aria-label={t`Bookings`}>
            <TableHead>
              <TableRow>
                <TableCell>{t`Reference`}</TableCell>
                <TableCell>{t`Guest`}</TableCell>
                <TableCell>{t`Tickets`}</TableCell>
                <TableCell>{t`Status`}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.bookings.map((booking) => (
                <TableRow key={booking.id}>
                  <TableCell>
                    {/* A hold is not a booking yet: the reservations pages know only bookings. */}
                    {booking.status === ReservationStatus.Confirm ||
                    booking.status === ReservationStatus.Cancel ? (
                      <Link to={`${base.basename}/reservations/${booking.reservation_ref}`}>
                        {booking.booking_number ?? booking.reservation_ref}
                      </Link>
                    ) : (
                      (booking.booking_number ?? booking.reservation_ref)
                    )}
                  </TableCell>
                  <TableCell>{booking.guest_name}</TableCell>
                  <TableCell>{ticketsOf(booking.tickets)}</TableCell>
                  <TableCell>{statusLabel(booking.status)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">{t`No bookings yet.`}</Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button
          component={Link}
          to={`${base.basename}/guest-list?tour=${departure.tour_id}&date=${departure.date}&time=${departure.start_time}&option=${departure.option_id}`}
        >
          {t`Guest list`}
        </Button>
        <Button
          component={Link}
          to={`${base.basename}/calendar/${departure.tour_id}/${departure.option_id}/bulk-cancellation`}
        >
          {t`Bulk cancellation`}
        </Button>
        <Button
          component={Link}
          to={`${base.basename}/change-allotments?tour_id=${departure.tour_id}&option_id=${departure.option_id}&date=${departure.date}&start_time=${departure.start_time}`}
        >
          {t`Change allotments`}
        </Button>
        <Button onClick={onClose}>{t`Close`}</Button>
      </DialogActions>
    </Dialog>
  )
}
