import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { CancellableDeparture } from '@jaunt/domain'
import { useState } from 'react'
import { PartialRefundDialog, type RefundableBooking } from './PartialRefundDialog'
import { useDepartureLabel } from './useDepartureLabel'
import { useMoney } from './useMoney'

/** The bookings of the departures, each with what was paid and refunded, and a partial refund. */
export function DepartureBookings({
  departures,
  onRefunded,
}: {
  departures: CancellableDeparture[]
  onRefunded: () => void
}) {
  const { t } = useLingui()
  const money = useMoney()
  const label = useDepartureLabel()
  const [refunding, setRefunding] = useState<RefundableBooking | null>(null)
  const booked = departures.filter((departure) => departure.bookings.length > 0)
  if (booked.length === 0) return <Typography>{t`No bookings on these departures yet.`}</Typography>
  return (
    <>
      <Table size="small" aria-label={t`Bookings`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Departure`}</TableCell>
            <TableCell>{t`Booking`}</TableCell>
            <TableCell>{t`Guest`}</TableCell>
            <TableCell align="right">{t`Guests`}</TableCell>
            <TableCell align="right">{t`Paid`}</TableCell>
            <TableCell align="right">{t`Refunded`}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {booked.flatMap((departure) =>
            departure.bookings.map((booking) => (
              <TableRow key={booking.id}>
                <TableCell>{label(departure)}</TableCell>
                <TableCell>{booking.booking_number}</TableCell>
                <TableCell>{booking.guest_name}</TableCell>
                <TableCell align="right">{booking.guests}</TableCell>
                <TableCell align="right">{money(booking.paid, booking.currency_code)}</TableCell>
                <TableCell align="right">{money(booking.refunded, booking.currency_code)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    disabled={booking.refundable <= 0}
                    onClick={() => setRefunding(booking)}
                    aria-label={t`Refund part of ${booking.booking_number}`}
                  >
                    {t`Partial refund`}
                  </Button>
                </TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
      <PartialRefundDialog booking={refunding} onClose={() => setRefunding(null)} onRefunded={onRefunded} />
    </>
  )
}
