import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { WidgetSnippet } from '@jaunt/domain'
import { useEffect, useState } from 'react'

/**
 * The widget as a guest would meet it: the pasted code in a frame of its own, without the trackers'
 * tags, so the preview reports nothing to the partner's analytics.
 */
export function WidgetPreview({
  snippet,
  ready,
  lang,
}: {
  snippet: WidgetSnippet
  ready: boolean
  lang: string
}) {
  const { t } = useLingui()
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${snippet.head}</head>` +
    `<body style="margin:0;padding:16px;font-family:system-ui">${snippet.element}</body></html>`
  // The frame reloads the widget on each change, so it waits until the partner stops typing.
  const [page, setPage] = useState(html)
  useEffect(() => {
    const timer = setTimeout(() => setPage(html), 600)
    return () => clearTimeout(timer)
  }, [html])
  return (
    <Box>
      <Typography variant="subtitle2">{t`Live preview`}</Typography>
      {ready ? (
        <Box
          component="iframe"
          title={t`Live preview`}
          srcDoc={page}
          sx={{ width: '100%', height: 520, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : (
        <Typography color="text.secondary">{t`Choose a product to see the widget.`}</Typography>
      )}
    </Box>
  )
}
