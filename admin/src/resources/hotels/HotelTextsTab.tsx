import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useLingui } from '@lingui/react/macro'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '@jaunt/domain'
import { useState } from 'react'
import { useFormState, useWatch } from 'react-hook-form'
import { TextInput } from 'react-admin'

type Texts = { name?: string; short_description?: string; description?: string }

function HotelTextFields({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const fallback = (useWatch({ name: `texts.${DEFAULT_LOCALE}` }) ?? {}) as Texts
  const own = (useWatch({ name: `texts.${locale}` }) ?? {}) as Texts
  const language = LOCALE_NAMES[DEFAULT_LOCALE]
  const helper = (field: keyof Texts) =>
    locale !== DEFAULT_LOCALE && !own[field] && fallback[field]
      ? t`Empty: guests see the ${language} text, “${fallback[field]}”`
      : ''
  const source = (field: keyof Texts) => `texts.${locale}.${field}`
  return (
    <>
      <TextInput source={source('name')} label={t`Name`} helperText={helper('name')} />
      <TextInput
        source={source('short_description')}
        label={t`Short description`}
        helperText={helper('short_description')}
        multiline
      />
      <TextInput
        source={source('description')}
        label={t`Description`}
        helperText={helper('description')}
        multiline
        minRows={4}
      />
    </>
  )
}

/** What guests read of the hotel, one language at a time; English is the fallback and needs a name. */
export function HotelTextsTab() {
  const { t } = useLingui()
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE)
  const { errors } = useFormState({ name: 'texts' })
  const failing = (errors.texts ?? {}) as Partial<Record<Locale, unknown>>
  return (
    <Box sx={{ width: '100%', maxWidth: 760 }}>
      <Tabs
        value={locale}
        onChange={(_event, value: Locale) => setLocale(value)}
        variant="scrollable"
        aria-label={t`Language`}
        sx={{ mb: 2 }}
      >
        {LOCALES.map((code) => (
          <Tab
            key={code}
            value={code}
            label={LOCALE_NAMES[code]}
            lang={code}
            sx={failing[code] ? { color: 'error.main' } : undefined}
            aria-label={failing[code] ? t`${LOCALE_NAMES[code]}: needs attention` : LOCALE_NAMES[code]}
          />
        ))}
      </Tabs>
      <Box key={locale} lang={locale} role="group" aria-label={LOCALE_NAMES[locale]}>
        <HotelTextFields locale={locale} />
      </Box>
    </Box>
  )
}
