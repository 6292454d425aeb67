import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '@jaunt/domain'
import { useState, type ReactNode } from 'react'
import { TextInput } from 'react-admin'
import { useWatch } from 'react-hook-form'

/** The language whose texts the own-fields tab shows; English is every other language's fallback. */
export function useTextLocale(): [Locale, ReactNode] {
  const { t } = useLingui()
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE)
  const picker = (
    <TextField
      select
      size="small"
      label={t`Language of the texts`}
      value={locale}
      onChange={(event) => setLocale(event.target.value as Locale)}
      sx={{ maxWidth: 240 }}
    >
      {LOCALES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {LOCALE_NAMES[code]}
        </MenuItem>
      ))}
    </TextField>
  )
  return [locale, picker]
}

/** One text of the kind's own fields in one language; empty outside English, it shows the English one. */
export function LocaleTextInput({
  source,
  label,
  locale,
}: {
  source: string
  label: string
  locale: Locale
}) {
  const { t } = useLingui()
  const fallback = useWatch({ name: `${source}.${DEFAULT_LOCALE}` }) as string | undefined
  const own = useWatch({ name: `${source}.${locale}` }) as string | undefined
  const language = LOCALE_NAMES[DEFAULT_LOCALE]
  const helper =
    locale !== DEFAULT_LOCALE && !own && fallback
      ? t`Empty: guests see the ${language} text, “${fallback}”`
      : ''
  return <TextInput key={locale} source={`${source}.${locale}`} label={label} helperText={helper} />
}
