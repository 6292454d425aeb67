import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LatestBooking } from '@jaunt/api-client/admin'
import type { Locale } from '@jaunt/domain'
import { formatDate, formatMoney } from '@jaunt/i18n'

/** The newest confirmed bookings under a role's figures, so a new booking is seen at a glance. */
export function LatestBookings({ bookings, locale }: { bookings: LatestBooking[]; locale: Locale }) {
  const { t } = useLingui()
  if (bookings.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 3, py: 2 }}>
        <Trans>No bookings yet.</Trans>
      </Typography>
    )
  }
  return (
    <Table size="small" aria-label={t`Latest bookings`}>
      <TableHead>
        <TableRow>
          <TableCell>
            <Trans>Booking</Trans>
          </TableCell>
          <TableCell>
            <Trans>Product</Trans>
          </TableCell>
          <TableCell>
            <Trans>Date</Trans>
          </TableCell>
          <TableCell align="right">
            <Trans>Guests</Trans>
          </TableCell>
          <TableCell align="right">
            <Trans>Total</Trans>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bookings.map((booking) => (
          <TableRow key={booking.id}>
            <TableCell>
              {booking.booking_number ?? '—'}
              {booking.guest_name && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {booking.guest_name}
                </Typography>
              )}
            </TableCell>
            <TableCell>{booking.service_name}</TableCell>
            <TableCell>
              {formatDate(booking.start_date, locale)}
              {booking.start_time && ` ${booking.start_time.slice(0, 5)}`}
            </TableCell>
            <TableCell align="right">{booking.guests}</TableCell>
            <TableCell align="right">{formatMoney(booking.price, booking.currency_code, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
