import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { CONTENT_TOKEN_MESSAGES, contentTokenInputSchema, type CreatedContentToken } from '@jaunt/domain'
import { useState } from 'react'
import {
  AutocompleteInput,
  Form,
  SaveButton,
  TextInput,
  useCreate,
  useGetList,
  useNotify,
  type HttpError,
} from 'react-admin'

const validate = (values: { site_id?: number; name?: string }) => {
  const errors: Record<string, string> = {}
  if (!values.site_id) errors.site_id = CONTENT_TOKEN_MESSAGES.siteRequired
  const name = contentTokenInputSchema.safeParse({ name: values.name ?? '' })
  if (!name.success) errors.name = name.error.issues[0]!.message
  return errors
}

/** Make a token for a site; the token shows here once, to be copied, and never again. */
export function NewTokenForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useLingui()
  const notify = useNotify()
  const [create] = useCreate()
  const [made, setMade] = useState<CreatedContentToken | null>(null)
  const { data: sites } = useGetList<{ id: number; name: string; sub_domain: string }>('token-site')
  const save = async (values: object) => {
    try {
      setMade(
        (await create('content-token', { data: values }, { returnPromise: true })) as CreatedContentToken,
      )
      onCreated()
    } catch (error) {
      return (error as HttpError).body?.errors as Record<string, string> | undefined
    }
    return undefined
  }
  return (
    <Box sx={{ mb: 2 }}>
      <Form record={{ name: '' }} validate={validate} onSubmit={save}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <AutocompleteInput
            source="site_id"
            label={t`Site`}
            choices={(sites ?? []).map((site) => ({
              id: site.id,
              name: `${site.name} (${site.sub_domain})`,
            }))}
            translateChoice={false}
            sx={{ minWidth: 280 }}
          />
          <TextInput
            source="name"
            label={t`Token name`}
            helperText={t`What it is for, such as "Mobile app"`}
          />
          <Box sx={{ pt: 1 }}>
            <SaveButton label={t`Create token`} alwaysEnable />
          </Box>
        </Box>
      </Form>
      {made && (
        <Alert severity="warning" onClose={() => setMade(null)} sx={{ mt: 1 }}>
          <Typography variant="body2">
            {t`Copy the token now: it is shown only once. Calls send it as "Authorization: Bearer <token>".`}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
            <Box component="code" aria-label={t`New token`} sx={{ wordBreak: 'break-all' }}>
              {made.token}
            </Box>
            <Button
              size="small"
              onClick={async () => {
                await navigator.clipboard.writeText(made.token)
                notify(t`Copied.`)
              }}
            >
              {t`Copy`}
            </Button>
          </Box>
        </Alert>
      )}
    </Box>
  )
}
