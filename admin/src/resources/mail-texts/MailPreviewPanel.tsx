import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { MailPreview } from '@jaunt/domain'

/** A mail as it would be sent: the HTML in a sandboxed frame (no script, no navigation), then the plain text. */
export function MailPreviewPanel({ preview }: { preview: MailPreview }) {
  const { t } = useLingui()
  return (
    <Card variant="outlined" component="section" aria-label={t`Preview`}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">{t`Subject`}</Typography>
        <Typography variant="h6" component="p" sx={{ mb: 2 }}>
          {preview.subject}
        </Typography>
        <Typography variant="overline" color="text.secondary">{t`HTML`}</Typography>
        <Box
          component="iframe"
          title={t`HTML preview`}
          sandbox=""
          srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:system-ui,sans-serif;color:#1f2937">${preview.html}</body>`}
          sx={{ width: '100%', height: 320, border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}
        />
        <Typography variant="overline" color="text.secondary">{t`Plain text`}</Typography>
        <Box
          component="pre"
          aria-label={t`Plain text`}
          sx={{
            whiteSpace: 'pre-wrap',
            fontFamily: 'inherit',
            m: 0,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {preview.text}
        </Box>
      </CardContent>
    </Card>
  )
}
