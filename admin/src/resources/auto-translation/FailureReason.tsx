import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { AutoTranslationError } from '@jaunt/domain'
import { FAILURE_LABELS } from './failureLabels'

/** A failure's reason in the admin's language, with the server's English detail below it for support. */
export function FailureReason({ code, detail }: { code: AutoTranslationError; detail: string | null }) {
  const { i18n } = useLingui()
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {i18n._(FAILURE_LABELS[code])}
      </Box>
      {detail && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {detail}
        </Typography>
      )}
    </>
  )
}
