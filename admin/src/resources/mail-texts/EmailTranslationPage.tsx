import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@jaunt/api-client'
import { useApi } from '@jaunt/api-client/react'
import {
  MAIL_KINDS,
  isLocale,
  mailKindSchema,
  type Locale,
  type MailKind,
  type MailPreview,
} from '@jaunt/domain'
import { useEffect, useState } from 'react'
import { useNotify } from 'react-admin'
import { useSearchParams } from 'react-router-dom'
import { useServices } from '../../AdminServicesContext'
import { FIELD_MESSAGES } from '../../i18n/fieldMessages'
import { PageHeader } from '../../layout/PageHeader'
import { LocaleSelect } from './LocaleSelect'
import { MailPreviewPanel } from './MailPreviewPanel'
import {
  MAIL_NAMES,
  MAIL_TEXT_LABELS,
  getMailTranslation,
  previewMail,
  saveMailTranslation,
  type Wordings,
} from './mailTextsData'

/**
 * `email-translation`: one mail's texts in one language, each with the catalog's wording beside the
 * admin's own; a wording keeps the original's placeholders, and an emptied one goes back to the catalog's.
 */
export function EmailTranslationPage() {
  const { t, i18n } = useLingui()
  const notify = useNotify()
  const { session, base } = useServices()
  const [search, setSearch] = useSearchParams()
  const parsedKind = mailKindSchema.safeParse(search.get('kind'))
  const kind: MailKind = parsedKind.success ? parsedKind.data : 'booking-confirmation'
  const requested = search.get('locale') ?? ''
  const locale: Locale = isLocale(requested) ? requested : base.locale
  const choose = (next: { kind?: MailKind; locale?: Locale }) =>
    setSearch({ kind: next.kind ?? kind, locale: next.locale ?? locale })
  const { data, error, mutate } = useApi(['mail-translation', kind, locale] as const, (client) =>
    getMailTranslation(client, kind, locale),
  )
  const [wordings, setWordings] = useState<Wordings>({})
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [preview, setPreview] = useState<MailPreview | null>(null)
  useEffect(() => {
    setWordings(Object.fromEntries((data?.texts ?? []).map((text) => [text.key, text.override ?? ''])))
    setFieldErrors({})
    setPreview(null)
  }, [data])

  const said = (message: string) => (FIELD_MESSAGES[message] ? i18n._(FIELD_MESSAGES[message]) : message)
  const run = async (action: () => Promise<void>) => {
    setFieldErrors({})
    try {
      await action()
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors) {
        setFieldErrors(
          Object.fromEntries(
            Object.entries(failure.errors).map(([path, messages]) => [
              path.replace(/^texts\./, ''),
              said(messages[0] ?? ''),
            ]),
          ),
        )
      } else notify(t`The texts could not be saved.`, { type: 'error' })
    }
  }
  const showPreview = () =>
    run(async () => setPreview(await previewMail(session.client, kind, locale, wordings)))
  const save = () =>
    run(async () => {
      await mutate(await saveMailTranslation(session.client, kind, locale, wordings), { revalidate: false })
      notify(t`The texts are saved.`, { type: 'success' })
    })

  return (
    <>
      <PageHeader
        title={t`Email translations`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Texts` },
          { label: t`Email translations` },
        ]}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t`Mail`}
          value={kind}
          onChange={(event) => choose({ kind: event.target.value as MailKind })}
          sx={{ minWidth: 260 }}
        >
          {MAIL_KINDS.map((each) => (
            <MenuItem key={each} value={each}>
              {i18n._(MAIL_NAMES[each].name)}
            </MenuItem>
          ))}
        </TextField>
        <LocaleSelect value={locale} onChange={(next) => choose({ locale: next })} />
      </Box>
      {error && <Alert severity="error">{t`The texts could not be loaded.`}</Alert>}
      {!data && !error && <LinearProgress aria-label={t`Loading`} />}
      {data && (
        <Card variant="outlined" sx={{ mb: 3 }}>
          <CardContent>
            <Alert severity="info" sx={{ mb: 2 }}>
              {t`Leave a text empty to send the translators' wording. Keep the placeholders in braces as they are.`}
            </Alert>
            <Stack spacing={2.5}>
              {data.texts.map((text) => {
                const label = MAIL_TEXT_LABELS[text.key] ? i18n._(MAIL_TEXT_LABELS[text.key]!) : text.key
                return (
                  <Box key={text.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <TextField
                      fullWidth
                      multiline
                      label={label}
                      placeholder={text.default}
                      value={wordings[text.key] ?? ''}
                      onChange={(event) => setWordings({ ...wordings, [text.key]: event.target.value })}
                      error={Boolean(fieldErrors[text.key])}
                      helperText={fieldErrors[text.key] ?? t`Default: ${text.default}`}
                    />
                    <Button
                      onClick={() => setWordings({ ...wordings, [text.key]: '' })}
                      disabled={!wordings[text.key]}
                      aria-label={t`Reset ${label} to default`}
                      sx={{ mt: 1 }}
                    >
                      {t`Reset`}
                    </Button>
                  </Box>
                )
              })}
            </Stack>
            <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
              <Button variant="contained" onClick={() => void save()}>{t`Save`}</Button>
              <Button onClick={() => void showPreview()}>{t`Preview`}</Button>
            </Box>
          </CardContent>
        </Card>
      )}
      {preview && <MailPreviewPanel preview={preview} />}
    </>
  )
}
