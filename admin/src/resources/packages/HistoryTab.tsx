import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import type { PackageHistoryRow } from '@jaunt/domain'
import { useGetList } from 'react-admin'
import { STATUS_LABELS } from '../tours/tourStatus'

/** Every status change of the package, newest first: who, when, from and to. */
export function HistoryTab({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const { data } = useGetList<PackageHistoryRow>('package-history', { filter: { package_id: id } })
  return (
    <Table size="small" aria-label={t`History`}>
      <TableHead>
        <TableRow>
          <TableCell>{t`When`}</TableCell>
          <TableCell>{t`Who`}</TableCell>
          <TableCell>{t`From`}</TableCell>
          <TableCell>{t`To`}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {(data ?? []).map((row) => (
          <TableRow key={row.id}>
            <TableCell>{i18n.date(row.changed_at, { dateStyle: 'medium', timeStyle: 'short' })}</TableCell>
            <TableCell>{row.user_name ?? '—'}</TableCell>
            <TableCell>{row.from_status === null ? '—' : i18n._(STATUS_LABELS[row.from_status])}</TableCell>
            <TableCell>{i18n._(STATUS_LABELS[row.to_status])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
