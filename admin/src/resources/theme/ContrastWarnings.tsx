import Alert from '@mui/material/Alert'
import { useLingui } from '@lingui/react/macro'
import { AA_CONTRAST, themeContrastWarnings, type Theme } from '@jaunt/domain'
import { useWatch } from 'react-hook-form'
import { THEME_COLOUR_LABELS } from './themeFields'

/** Text that would be hard to read on its background (WCAG AA, 4.5:1), said while the partner types. */
export function ContrastWarnings() {
  const { t, i18n } = useLingui()
  const theme = useWatch() as Partial<Theme>
  const warnings = themeContrastWarnings(theme)
  const label = (source: string) => {
    const descriptor = THEME_COLOUR_LABELS[source]
    return descriptor ? i18n._(descriptor) : source
  }
  if (warnings.length === 0)
    return <Alert severity="success">{t`Every text is easy to read on its background (WCAG AA).`}</Alert>
  return (
    <Alert severity="warning" role="status">
      {t`Some text may be hard to read. WCAG AA asks for a contrast of at least ${AA_CONTRAST}:1.`}
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {warnings.map(({ pair, ratio }) => {
          const text = label(pair.text)
          const background = label(pair.background)
          const shown = ratio.toFixed(1)
          return <li key={`${pair.text}-${pair.background}`}>{t`${text} on ${background}: ${shown}:1`}</li>
        })}
      </ul>
    </Alert>
  )
}
