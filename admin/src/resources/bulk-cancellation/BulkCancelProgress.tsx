import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { SyncJobStatus, type WorkflowStatus } from '@jaunt/domain'
import { useGetOne } from 'react-admin'

const POLL_MS = 1000

/** A bulk cancellation's progress, asked of the server each second until it has completed or failed. */
export function BulkCancelProgress({ workflowId, onDone }: { workflowId: string; onDone: () => void }) {
  const { t } = useLingui()
  const { data } = useGetOne<WorkflowStatus & { id: string }>(
    'bulk-cancellation',
    { id: workflowId },
    {
      refetchInterval: (query) =>
        query.state.data?.status === SyncJobStatus.Started || !query.state.data ? POLL_MS : false,
    },
  )
  if (!data) return <LinearProgress aria-label={t`Progress`} />
  const handled = data.done + data.failed
  const total = data.total
  const running = data.status === SyncJobStatus.Started
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }} role="status">
      <Typography variant="h6" component="h2">
        {running
          ? t`Cancelling the bookings…`
          : data.status === SyncJobStatus.Completed
            ? t`Bulk cancellation completed`
            : t`Bulk cancellation finished with failures`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 100 : (handled * 100) / total}
        aria-label={t`Progress`}
      />
      <Typography>{t`${data.done} of ${total} bookings cancelled`}</Typography>
      {data.failures.length > 0 && (
        <Alert severity="error">
          {t`These bookings could not be refunded:`}
          <List dense aria-label={t`Failures`}>
            {data.failures.map((failure) => (
              <ListItem
                key={failure.reservation_id}
              >{`${failure.booking_number}: ${failure.message}`}</ListItem>
            ))}
          </List>
        </Alert>
      )}
      {!running && (
        <Box>
          <Button variant="contained" onClick={onDone}>{t`Back to the departures`}</Button>
        </Box>
      )}
    </Box>
  )
}
