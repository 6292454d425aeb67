import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useLingui } from '@lingui/react/macro'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '@jaunt/domain'
import { useState } from 'react'
import { useFormState } from 'react-hook-form'
import { TourTextFields } from './TourTextFields'

/**
 * What guests read, per language: English is the fallback every other language shows where it
 * has no text of its own. One language is on screen at a time; the form checks them all, and a
 * language whose check fails is marked in its tab.
 */
export function BasicDetailsTab() {
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
        <TourTextFields locale={locale} fallbackLocale={DEFAULT_LOCALE} />
      </Box>
    </Box>
  )
}
