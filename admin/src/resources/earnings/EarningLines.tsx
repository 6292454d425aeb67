import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney } from '@jaunt/i18n'
import type { EarningDetail, EarningLine } from '@jaunt/domain'
import { Link, useBasename, useCreatePath, useEditContext } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { Section } from '../reservations/Facts'

/** The earning's bookings, each a line; a late refund names the booking it gives money back of. */
export function EarningLines() {
  const { t } = useLingui()
  const { locale, area } = useServices().base
  const createPath = useCreatePath()
  const basename = useBasename()
  const record = useEditContext<EarningDetail>().record
  if (!record) return null
  const money = (amount: number) => formatMoney(amount, record.currency_code, locale)
  // The booking's page is the same area's Reservations page: `reservations` in the panel, `bookings` for admins.
  const bookings = area === 'admin' ? 'bookings' : 'reservations'
  // A booked package opens at `{page}/{payment_ref}/{id}`, as from the Reservations table.
  const pageOf = (line: EarningLine) =>
    line.booking_kind === 'package' && line.payment_ref
      ? `${basename}/${bookings}/${line.payment_ref}/${line.reservation_id}`
      : createPath({ resource: bookings, id: line.reservation_ref, type: 'edit' })
  // A supplier's share of a package names the package; the partner's line is the package itself.
  const productOf = (line: EarningLine) => {
    const packageName = line.package_name
    if (!packageName) return line.product_name
    if (packageName === line.product_name) return `${packageName} · ${t`Package`}`
    return `${line.product_name} · ${t`in package ${packageName}`}`
  }
  // A refund made after its booking's month was approved or paid is counted here, in the month it was made.
  const lateRefundOf = (line: EarningLine) => {
    const ref = line.reservation_ref.slice(0, 8)
    const bookedMonth = line.refund_of_month
    return bookedMonth ? ` · ${t`Late refund of ${ref}, booked in ${bookedMonth}`}` : ''
  }
  return (
    <Section title={t`Bookings`}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t`Reservation`}</TableCell>
            <TableCell>{t`Product`}</TableCell>
            <TableCell>{t`Date`}</TableCell>
            <TableCell align="right">{t`Gross`}</TableCell>
            <TableCell align="right">{t`Refunds`}</TableCell>
            <TableCell align="right">{t`Commission`}</TableCell>
            <TableCell align="right">{t`Net`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {/* The list's row stands in for the record until the earning itself arrives. */}
          {(record.lines ?? []).map((line) => (
            <TableRow
              key={`${line.booking_kind}-${line.reservation_id}-${line.product_name}-${line.start_date}-${line.booked_at}`}
            >
              <TableCell>
                <Link to={pageOf(line)}>{line.reservation_ref.slice(0, 8)}</Link>
              </TableCell>
              <TableCell>
                {productOf(line)}
                {lateRefundOf(line)}
              </TableCell>
              <TableCell>{formatDate(line.start_date, locale, 'numeric')}</TableCell>
              <TableCell align="right">{money(line.gross)}</TableCell>
              <TableCell align="right">{money(line.refunds)}</TableCell>
              <TableCell align="right">{money(line.commission)}</TableCell>
              <TableCell align="right">{money(line.net)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  )
}
