import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import { useApi } from '@jaunt/api-client/react'
import { SaveButton } from 'react-admin'
import { useFormState, useWatch } from 'react-hook-form'
import { previewAutoTranslation } from './autoTranslationData'
import { choiceErrors, inputOf, type TranslationChoice } from './translationChoice'
import { useLanguageName } from './useLanguageName'

/** What the form's choice would translate, per language, read again as the choice changes; then the start. */
export function TranslationPreview() {
  const { t } = useLingui()
  const languageName = useLanguageName()
  const choice = useWatch() as TranslationChoice
  const { isSubmitting } = useFormState()
  const valid = Object.keys(choiceErrors(choice)).length === 0
  const input = inputOf(choice)
  const { data, error } = useApi(
    valid ? (['auto-translation-preview', JSON.stringify(input)] as const) : null,
    (client) => previewAutoTranslation(client, input),
    { keepPreviousData: true },
  )
  const preview = valid ? data : undefined
  const startable = preview?.model_configured !== false && !isSubmitting
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {error && <Alert severity="error">{error.message}</Alert>}
      {preview && !preview.model_configured && (
        <Alert severity="warning">
          {t`No language model is configured, so texts cannot be machine-translated. The chatbot's model settings (CHATBOT_LLM_URL) are used for translation too.`}
        </Alert>
      )}
      {preview && (
        <Table size="small" aria-label={t`What would be translated`} sx={{ maxWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t`Language`}</TableCell>
              <TableCell align="right">{t`Products`}</TableCell>
              <TableCell align="right">{t`Texts`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.languages.map((language) => (
              <TableRow key={language.locale}>
                <TableCell>{languageName(language.locale)}</TableCell>
                <TableCell align="right">{language.products}</TableCell>
                <TableCell align="right">{language.texts}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t`All languages`}</TableCell>
              <TableCell align="right">{preview.products}</TableCell>
              <TableCell align="right">{preview.texts}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
      <Box>
        <SaveButton
          label={t`Start translating`}
          icon={<></>}
          alwaysEnable={startable}
          disabled={!startable}
        />
      </Box>
    </Box>
  )
}
