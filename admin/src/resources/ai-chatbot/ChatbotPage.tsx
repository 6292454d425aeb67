import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { chatbotSettingsInputSchema, type ChatbotSettingsRecord } from '@jaunt/domain'
import {
  Form,
  ResourceContextProvider,
  SaveButton,
  useGetOne,
  useNotify,
  useUpdate,
  type HttpError,
} from 'react-admin'
import { useParams } from 'react-router-dom'
import { zodValidate } from '../../forms/zodValidate'
import { PageHeader } from '../../layout/PageHeader'
import { useSites } from '../../sites/SiteContext'
import { ChatbotFields } from './ChatbotFields'
import { ChatbotSyncCard } from './ChatbotSyncCard'

const RESOURCE = 'chatbot-settings'
const validate = zodValidate(chatbotSettingsInputSchema)

/** `{siteId}/ai-chatbot`: the site's chatbot on or off, its settings, and the sync of its pages. */
export function ChatbotPage() {
  const { t } = useLingui()
  const notify = useNotify()
  const { sites } = useSites()
  const siteId = Number(useParams().siteId)
  const { data: record, refetch } = useGetOne<ChatbotSettingsRecord & { id: number }>(RESOURCE, {
    id: siteId,
  })
  const [update, { isPending }] = useUpdate()

  const call = async (data: object, meta?: { call: string }) => {
    await update(
      RESOURCE,
      { id: siteId, data, previousData: record, meta },
      { returnPromise: true, mutationMode: 'pessimistic' },
    )
    await refetch()
  }
  const save = async (values: object) => {
    try {
      await call(values)
    } catch (error) {
      return (error as HttpError).body?.errors as Record<string, string> | undefined
    }
    notify(t`Settings saved.`)
    return undefined
  }
  const switchTo = async (isEnabled: boolean) => {
    await call({ is_enabled: isEnabled }, { call: 'status' })
    notify(isEnabled ? t`The chatbot is on.` : t`The chatbot is off.`)
  }
  const sync = async () => {
    await call({}, { call: 'sync' })
    notify(t`Sync finished.`)
  }

  const siteName = sites?.find((site) => site.id === siteId)?.name ?? ''
  return (
    <>
      <PageHeader title={t`AI Chatbot`} breadcrumbs={[{ label: siteName }, { label: t`AI Chatbot` }]} />
      {record && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Card>
            <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={record.is_enabled}
                    disabled={isPending}
                    onChange={(event) => void switchTo(event.target.checked)}
                  />
                }
                label={t`Show the chatbot to guests`}
              />
              {!record.model_available && (
                <Typography variant="body2">
                  {t`No language model is configured: the chatbot answers with matching products and FAQ entries.`}
                </Typography>
              )}
            </Box>
          </Card>
          <Card>
            <ResourceContextProvider value={RESOURCE}>
              <Form key={siteId} record={record} validate={validate} onSubmit={save}>
                <Box sx={{ display: 'grid', gap: 1, p: 2, maxWidth: 640 }}>
                  <ChatbotFields />
                  <Box>
                    <SaveButton alwaysEnable label={t`Save`} />
                  </Box>
                </Box>
              </Form>
            </ResourceContextProvider>
          </Card>
          <ChatbotSyncCard record={record} syncing={isPending} onSync={() => void sync()} />
        </Box>
      )}
    </>
  )
}
