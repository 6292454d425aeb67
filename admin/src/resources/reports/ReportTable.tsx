import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Alert from '@mui/material/Alert'
import { useLingui } from '@lingui/react/macro'
import { formatMoney } from '@jaunt/i18n'
import type { SalesReport, SalesReportTotal } from '@jaunt/domain'
import { useServices } from '../../AdminServicesContext'
import { useGroupingLabel } from './reportLabels'

function Figures({ row }: { row: SalesReportTotal }) {
  const { locale } = useServices().base
  const money = (value: number) => formatMoney(value, row.currency_code, locale)
  return (
    <>
      <TableCell>{row.currency_code}</TableCell>
      <TableCell align="right">{row.bookings}</TableCell>
      <TableCell align="right">{row.guests}</TableCell>
      <TableCell align="right">{money(row.gross)}</TableCell>
      <TableCell align="right">{money(row.refunds)}</TableCell>
      <TableCell align="right">{money(row.commission)}</TableCell>
      <TableCell align="right">{money(row.net)}</TableCell>
    </>
  )
}

/** The report's rows, then one total per currency: two currencies are never added up. */
export function ReportTable({ report }: { report: SalesReport }) {
  const { t } = useLingui()
  const groupLabel = useGroupingLabel()
  const netLabel = report.kind === 'partner' ? t`Partner commission` : t`Net`
  if (report.rows.length === 0) return <Alert severity="info">{t`No bookings in this period.`}</Alert>
  return (
    <Table size="small" aria-label={t`Report`}>
      <TableHead>
        <TableRow>
          <TableCell>{groupLabel(report.group_by)}</TableCell>
          <TableCell>{t`Currency`}</TableCell>
          <TableCell align="right">{t`Bookings`}</TableCell>
          <TableCell align="right">{t`Guests`}</TableCell>
          <TableCell align="right">{t`Gross`}</TableCell>
          <TableCell align="right">{t`Refunds`}</TableCell>
          <TableCell align="right">{t`Commission`}</TableCell>
          <TableCell align="right">{netLabel}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.rows.map((row) => (
          <TableRow key={`${row.key}-${row.currency_code}`}>
            <TableCell component="th" scope="row">
              {row.label || (report.group_by === 'site' ? t`No site` : row.key)}
            </TableCell>
            <Figures row={row} />
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        {report.totals.map((total) => {
          const currency = total.currency_code
          return (
            <TableRow key={currency} aria-label={t`Total ${currency}`}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {t`Total`}
              </TableCell>
              <Figures row={total} />
            </TableRow>
          )
        })}
      </TableFooter>
    </Table>
  )
}
