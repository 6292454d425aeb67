import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney } from '@jaunt/i18n'
import type { ReservationDetail } from '@jaunt/domain'
import { useServices } from '../../AdminServicesContext'
import { SERVICE_TYPE_LABELS } from '../site-catalogue/serviceTypeLabel'
import { Facts, Section } from './Facts'

/** What was booked: product, option, dates, party, and the tickets or rooms with their prices. */
export function ReservationItem({ booking }: { booking: ReservationDetail }) {
  const { t, i18n } = useLingui()
  const { locale } = useServices().base
  const money = (amount: number) => formatMoney(amount, booking.currency_code, locale)
  return (
    <Section title={t`Booked item`}>
      <Facts
        rows={[
          [t`Product`, booking.product_name],
          [t`Type`, i18n._(SERVICE_TYPE_LABELS[booking.service_type])],
          [t`Option`, booking.option_name],
          [t`Travel date`, formatDate(booking.start_date, locale, 'long')],
          [t`Start time`, booking.start_time],
          [t`Until`, booking.end_date ? formatDate(booking.end_date, locale, 'long') : null],
          [t`Guests`, t`${booking.num_adults} adults, ${booking.num_children} children`],
        ]}
      />
      {booking.tickets.length > 0 && (
        <Table size="small" aria-label={t`Tickets`} sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t`Ticket`}</TableCell>
              <TableCell align="right">{t`Count`}</TableCell>
              <TableCell align="right">{t`Unit price`}</TableCell>
              <TableCell align="right">{t`Cost`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {booking.tickets.map((ticket) => (
              <TableRow key={ticket.guest_type}>
                <TableCell>{ticket.guest_type}</TableCell>
                <TableCell align="right">{ticket.count}</TableCell>
                <TableCell align="right">{money(ticket.unit_price)}</TableCell>
                <TableCell align="right">{money(ticket.cost)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {booking.rooms.length > 0 && (
        <Table size="small" aria-label={t`Rooms`} sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t`Room`}</TableCell>
              <TableCell>{t`Rate plan`}</TableCell>
              <TableCell align="right">{t`Rooms`}</TableCell>
              <TableCell align="right">{t`Guests`}</TableCell>
              <TableCell align="right">{t`Price`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {booking.rooms.map((room, index) => (
              <TableRow key={index}>
                <TableCell>{room.room_type_name}</TableCell>
                <TableCell>{room.rate_plan_name}</TableCell>
                <TableCell align="right">{room.num_of_rooms}</TableCell>
                <TableCell align="right">{room.num_of_adults + room.num_of_children}</TableCell>
                <TableCell align="right">{money(room.price)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  )
}
