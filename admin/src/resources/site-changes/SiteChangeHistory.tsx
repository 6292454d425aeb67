import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { useApi } from '@jaunt/api-client/react'
import type { SiteChangeHistoryRow, SiteChangeStatus } from '@jaunt/domain'
import { ChangeCell } from './ChangeCell'
import { siteChangeHistory } from './siteChangeHistoryData'

const COLOURS: Record<SiteChangeStatus, 'info' | 'success' | 'error' | 'default'> = {
  pending: 'info',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
}

/**
 * The site's name and address requests and how each went, for its partner. `waiting` (the waiting
 * request's id) is in the key, so a save or a withdrawal shows here at once.
 */
export function SiteChangeHistory({ siteId, waiting }: { siteId: number; waiting: number | null }) {
  const { t, i18n } = useLingui()
  const history = useApi(['site-change-history', siteId, waiting] as const, (client) =>
    siteChangeHistory(client, siteId),
  )
  const labels: Record<SiteChangeStatus, string> = {
    pending: t`Waiting`,
    approved: t`Approved`,
    rejected: t`Rejected`,
    withdrawn: t`Withdrawn`,
  }
  const when = (iso: string | null) =>
    iso ? i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : ''
  const rows = history.data ?? []
  if (rows.length === 0) return null
  return (
    <Card component="section" aria-labelledby="site-change-history" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="site-change-history" variant="h6" component="h2" gutterBottom>
          {t`Your editing requests`}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t`Requested`}</TableCell>
              <TableCell>{t`Change`}</TableCell>
              <TableCell>{t`Status`}</TableCell>
              <TableCell>{t`Decided`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((change: SiteChangeHistoryRow) => (
              <TableRow key={change.id}>
                <TableCell>{when(change.created_at)}</TableCell>
                <TableCell>
                  <ChangeCell change={change} />
                </TableCell>
                <TableCell>
                  <Chip size="small" color={COLOURS[change.status]} label={labels[change.status]} />
                </TableCell>
                <TableCell>
                  {when(change.decided_at)}
                  {change.reason && <Typography variant="body2">{change.reason}</Typography>}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  )
}
