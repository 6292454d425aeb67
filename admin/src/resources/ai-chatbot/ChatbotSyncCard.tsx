import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { ChatbotSettingsRecord } from '@jaunt/domain'

interface Props {
  record: ChatbotSettingsRecord
  syncing: boolean
  onSync: () => void
}

/** When the chatbot last read the site's pages and FAQ, and a button to read them again. */
export function ChatbotSyncCard({ record, syncing, onSync }: Props) {
  const { t, i18n } = useLingui()
  const { sync } = record
  const statuses = { started: t`Started`, failed: t`Failed`, completed: t`Completed` }
  const when = sync.last_synced_at
    ? i18n.date(sync.last_synced_at, { dateStyle: 'medium', timeStyle: 'short' })
    : null
  return (
    <Card>
      <Box sx={{ display: 'grid', gap: 1, p: 2, maxWidth: 640 }}>
        <Typography variant="h6">{t`Sync data`}</Typography>
        <Typography>
          {when ? t`Last synced: ${when}` : t`Never synced`}
          {sync.status ? ` · ${statuses[sync.status]}` : ''}
        </Typography>
        <Typography variant="body2">{t`Indexed pages and FAQ entries: ${sync.documents}`}</Typography>
        <Box>
          <Button variant="outlined" disabled={syncing} onClick={onSync}>{t`Sync now`}</Button>
        </Box>
      </Box>
    </Card>
  )
}
