import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { searchPath, type Locale } from '@jaunt/domain'
import { useEffect, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'

// The messages the framed site page understands (site-shell/src/site/themePreviewBridge.ts).
const THEME_PREVIEW_MESSAGE = 'jaunt:theme-preview'
const THEME_PREVIEW_READY = 'jaunt:theme-preview-ready'

/**
 * The site's real pages, framed beside the form, wearing the theme as it is typed: the form's values
 * are posted to the page, which sets its and its elements' --jaunt-* variables from them. The page is
 * the site's sub-domain of this host, which the back office's CSP lets it frame.
 */
export function ThemePreview({ subDomain, lang }: { subDomain: string; lang: Locale }) {
  const { t } = useLingui()
  const frame = useRef<HTMLIFrameElement>(null)
  const theme: unknown = useWatch()
  const [page, setPage] = useState<'home' | 'search'>('home')
  const origin = `${window.location.protocol}//${subDomain}.${window.location.host}`
  const path = page === 'home' ? `/${lang}` : searchPath(lang, null)
  const src = `${origin}${path}?theme-preview`

  useEffect(() => {
    frame.current?.contentWindow?.postMessage({ type: THEME_PREVIEW_MESSAGE, theme }, origin)
  }, [theme, origin])
  useEffect(() => {
    const onReady = (event: MessageEvent<{ type?: unknown } | null>) => {
      if (event.origin !== origin || event.data?.type !== THEME_PREVIEW_READY) return
      frame.current?.contentWindow?.postMessage({ type: THEME_PREVIEW_MESSAGE, theme }, origin)
    }
    window.addEventListener('message', onReady)
    return () => window.removeEventListener('message', onReady)
  }, [theme, origin])

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
          {t`Live preview`}
        </Typography>
        <TextField
          select
          size="small"
          label={t`Page`}
          value={page}
          sx={{ width: 200 }}
          onChange={(event) => setPage(event.target.value as 'home' | 'search')}
        >
          <MenuItem value="home">{t`Home page`}</MenuItem>
          <MenuItem value="search">{t`Search`}</MenuItem>
        </TextField>
      </Box>
      <Box
        component="iframe"
        ref={frame}
        src={src}
        title={t`Preview of your site with this theme`}
        sx={{
          width: '100%',
          height: 640,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {t`The preview shows your changes at once; guests see them after you save.`}
      </Typography>
    </Box>
  )
}
