import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { ChatbotSiteSync } from '@jaunt/domain'
import { useCreate, useGetList, useNotify } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'

const RESOURCE = 'ai-chatbot-sync'
/** While a sync runs, its status is read again this often. */
const POLL_MS = 2000

/** `tools/ai-chatbot-sync-tool`: every site's chatbot index, synced one site at a time or all at once. */
export function ChatbotSyncToolPage() {
  const { t, i18n } = useLingui()
  const notify = useNotify()
  const { data, isPending, refetch } = useGetList<ChatbotSiteSync & { id: number }>(
    RESOURCE,
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'site_name', order: 'ASC' } },
    {
      refetchInterval: (query) =>
        query.state.data?.data.some((sync) => sync.status === 'started') ? POLL_MS : false,
    },
  )
  const [create, { isPending: starting }] = useCreate()
  const statuses = { started: t`Started`, failed: t`Failed`, completed: t`Completed` }

  const start = async (siteId?: number) => {
    await create(RESOURCE, { data: siteId ? { site_id: siteId } : {} }, { returnPromise: true })
    notify(siteId ? t`Sync started.` : t`Sync of every site started.`)
    await refetch()
  }

  return (
    <>
      <PageHeader
        title={t`AI chatbot sync`}
        breadcrumbs={[{ label: t`Tools` }, { label: t`AI chatbot sync` }]}
      />
      <Card>
        <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
          <Typography>
            {t`Rebuilds what each site's chatbot answers from: its published pages and FAQ. Each sync runs in the background.`}
          </Typography>
          <Box>
            <Button variant="contained" disabled={starting} onClick={() => void start()}>
              {t`Sync all sites`}
            </Button>
          </Box>
          <Table size="small" aria-label={t`Chatbot syncs`}>
            <TableHead>
              <TableRow>
                <TableCell>{t`Site`}</TableCell>
                <TableCell>{t`Chatbot`}</TableCell>
                <TableCell>{t`Status`}</TableCell>
                <TableCell>{t`Last synced`}</TableCell>
                <TableCell align="right">{t`Indexed pages and FAQ entries`}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {isPending ? (
                <TableRow>
                  <TableCell colSpan={6}>{t`Loading…`}</TableCell>
                </TableRow>
              ) : null}
              {(data ?? []).map((sync) => (
                <TableRow key={sync.id}>
                  <TableCell>{sync.site_name}</TableCell>
                  <TableCell>{sync.is_enabled ? t`On` : t`Off`}</TableCell>
                  <TableCell>{sync.status ? statuses[sync.status] : t`Never synced`}</TableCell>
                  <TableCell>
                    {sync.last_synced_at
                      ? i18n.date(sync.last_synced_at, { dateStyle: 'medium', timeStyle: 'short' })
                      : '—'}
                  </TableCell>
                  <TableCell align="right">{sync.documents}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      disabled={starting || sync.status === 'started'}
                      aria-label={t`Sync ${sync.site_name}`}
                      onClick={() => void start(sync.site_id)}
                    >
                      {t`Sync`}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Card>
    </>
  )
}
