import RefreshIcon from '@mui/icons-material/Refresh'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { getSystemStatus } from '@jaunt/api-client/admin'
import { useApi } from '@jaunt/api-client/react'
import type { SystemStatus } from '@jaunt/domain'
import type { ReactNode } from 'react'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  )
}

function JobQueues({ jobs }: { jobs: SystemStatus['jobs'] }) {
  const { t } = useLingui()
  if (jobs.length === 0)
    return <Alert severity="info">{t`No background job has run since the server started.`}</Alert>
  return (
    <Table size="small" aria-label={t`Job queues`}>
      <TableHead>
        <TableRow>
          <TableCell>{t`Queue`}</TableCell>
          <TableCell align="right">{t`Waiting`}</TableCell>
          <TableCell align="right">{t`Running`}</TableCell>
          <TableCell align="right">{t`Failed`}</TableCell>
          <TableCell align="right">{t`Done`}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {jobs.map((queue) => (
          <TableRow key={queue.queue}>
            <TableCell component="th" scope="row">
              {queue.queue}
            </TableCell>
            <TableCell align="right">{queue.waiting}</TableCell>
            <TableCell align="right">{queue.active}</TableCell>
            <TableCell align="right" sx={{ color: queue.failed ? 'error.main' : undefined }}>
              {queue.failed}
            </TableCell>
            <TableCell align="right">{queue.completed}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** `tools/system`: the version, the database, the job queues and the mail outbox, read-only. */
export function SystemStatusPage() {
  const { t } = useLingui()
  const { locale } = useServices().base
  const { data, error, mutate, isValidating } = useApi(['system-status'] as const, (client) =>
    getSystemStatus(client),
  )
  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
      bytes / 1_000_000,
    )
  const hours = (seconds: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 }).format(
      seconds / 3600,
    )
  const database = data?.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'
  return (
    <>
      <PageHeader
        title={t`System`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Tools` }, { label: t`System` }]}
        actions={
          <Button startIcon={<RefreshIcon />} onClick={() => void mutate()} disabled={isValidating}>
            {t`Refresh`}
          </Button>
        }
      />
      {error && <Alert severity="error">{t`The system status could not be loaded.`}</Alert>}
      {!data && !error && <Skeleton variant="rounded" height={240} />}
      {data && (
        <>
          <Grid container spacing={2} sx={{ mb: 3 }}>
            <Figure label={t`Version`} value={`${data.version} · Node ${data.node_version}`} />
            <Figure label={t`Running for`} value={hours(data.uptime_seconds)} />
            <Figure label={t`Database`} value={`${database} · ${megabytes(data.database.size_bytes)}`} />
            <Figure label={t`Latest migration`} value={data.database.latest_migration ?? '—'} />
          </Grid>
          <Typography variant="h6" component="h2" gutterBottom>
            {t`Mail outbox`}
          </Typography>
          <Grid container spacing={2} sx={{ mb: 3 }}>
            <Figure label={t`Waiting to be sent`} value={data.mail.waiting} />
            <Figure label={t`Failing, retried`} value={data.mail.failing} />
            <Figure label={t`Sent in the last 24 hours`} value={data.mail.sent_last_24_hours} />
            <Figure
              label={t`Oldest waiting since`}
              value={
                data.mail.oldest_waiting_at
                  ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                      new Date(data.mail.oldest_waiting_at),
                    )
                  : '—'
              }
            />
          </Grid>
          <Typography variant="h6" component="h2" gutterBottom>
            {t`Job queues`}
          </Typography>
          <JobQueues jobs={data.jobs} />
        </>
      )}
    </>
  )
}
