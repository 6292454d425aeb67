import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { LOCALES, LOCALE_NAMES, type Locale } from '@jaunt/domain'

export function LocaleSelect({ value, onChange }: { value: Locale; onChange: (locale: Locale) => void }) {
  const { t } = useLingui()
  return (
    <TextField
      select
      size="small"
      label={t`Language`}
      value={value}
      onChange={(event) => onChange(event.target.value as Locale)}
      sx={{ minWidth: 180 }}
    >
      {LOCALES.map((locale) => (
        <MenuItem key={locale} value={locale}>
          {LOCALE_NAMES[locale]}
        </MenuItem>
      ))}
    </TextField>
  )
}
