import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { NumberInput, SelectInput } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { ColourInput } from './ColourInput'
import { THEME_FONTS, THEME_SECTIONS } from './themeFields'

/** The theme's inputs, named by the API's field paths so the server's 400 lands on them. */
export function ThemeFields() {
  const { t, i18n } = useLingui()
  const font: unknown = useWatch({ name: 'site_font' })
  const fonts = typeof font === 'string' && font && !THEME_FONTS.includes(font as never) ? [font] : []
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="section" sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h2">{t`Font and shape`}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <SelectInput
            source="site_font"
            label={t`Font`}
            choices={[...THEME_FONTS, ...fonts].map((name) => ({ id: name, name }))}
            sx={{ minWidth: 220 }}
          />
          <NumberInput
            source="button.button_radius"
            label={t`Button corner radius (px)`}
            min={0}
            max={100}
            step={1}
            sx={{ minWidth: 220 }}
          />
        </Box>
      </Box>
      {THEME_SECTIONS.map((section) => (
        <Box component="section" key={section.title.id} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {i18n._(section.title)}
          </Typography>
          <Box sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap' }}>
            {section.fields.map((field) => (
              <ColourInput key={field.source} source={field.source} label={i18n._(field.label)} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  )
}
