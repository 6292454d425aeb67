import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useApi } from '@jaunt/api-client/react'
import type { ServiceDataJobsInput } from '@jaunt/domain'
import { useNotify } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { ServiceDataForm } from './ServiceDataForm'
import { getServiceDataJobs, queueServiceDataJobs } from './serviceDataData'

/** While a job is queued, the list is read again this often. */
const POLL_MS = 2000

/**
 * `tools/send-service-data`: rebuilds what is derived from chosen products (each site's chatbot index
 * that sells them), one background job per product, and shows the jobs by state.
 */
export function SendServiceDataPage() {
  const { t, i18n } = useLingui()
  const notify = useNotify()
  const { session } = useServices()
  const { data, error, mutate } = useApi(
    ['service-data-jobs'] as const,
    (client) => getServiceDataJobs(client),
    {
      refreshInterval: (latest) => (latest?.counts.queued ? POLL_MS : 0),
    },
  )
  const statuses = { queued: t`Queued`, completed: t`Completed`, failed: t`Failed` }
  const when = (iso: string | null) =>
    iso ? i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—'

  const queue = async (input: ServiceDataJobsInput) => {
    const count = await queueServiceDataJobs(session.client, input)
    notify(
      count === 0
        ? t`No product matches: nothing was queued.`
        : t`${plural(count, { one: '# product', other: '# products' })} sent to the queue.`,
      { type: count === 0 ? 'warning' : 'success' },
    )
    await mutate()
  }

  return (
    <>
      <PageHeader
        title={t`Send service data to queue`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Tools` },
          { label: t`Send service data to queue` },
        ]}
      />
      <Card sx={{ p: 2, mb: 2 }}>
        <Typography sx={{ mb: 2 }}>
          {t`Rebuilds what is derived from each chosen product: the chatbot index of every site that sells it. Each product is one job in the background.`}
        </Typography>
        <ServiceDataForm onQueue={queue} />
      </Card>
      {error && <Alert severity="error">{t`The jobs could not be loaded.`}</Alert>}
      {data && (
        <Card sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, mb: 2 }} aria-label={t`Jobs by state`} role="group">
            <Chip label={t`Queued: ${data.counts.queued}`} />
            <Chip color="success" variant="outlined" label={t`Completed: ${data.counts.completed}`} />
            <Chip color="error" variant="outlined" label={t`Failed: ${data.counts.failed}`} />
          </Box>
          <Table size="small" aria-label={t`Latest jobs`}>
            <TableHead>
              <TableRow>
                <TableCell>{t`Product`}</TableCell>
                <TableCell>{t`Status`}</TableCell>
                <TableCell align="right">{t`Sites`}</TableCell>
                <TableCell>{t`Queued at`}</TableCell>
                <TableCell>{t`Finished at`}</TableCell>
                <TableCell>{t`Error`}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.jobs.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>{t`No jobs yet.`}</TableCell>
                </TableRow>
              )}
              {data.jobs.map((job) => (
                <TableRow key={job.id}>
                  <TableCell>
                    {job.service_name} (#{job.service_id})
                  </TableCell>
                  <TableCell>{statuses[job.status]}</TableCell>
                  <TableCell align="right">{job.sites}</TableCell>
                  <TableCell>{when(job.created_at)}</TableCell>
                  <TableCell>{when(job.finished_at)}</TableCell>
                  <TableCell>{job.error ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </>
  )
}
