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
 * has no text of its own. Every language's fields stay mounted, so a check that fails in a language
 * not on screen still blocks saving and marks its tab.
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
      {LOCALES.map((code) => (
        <Box key={code} hidden={code !== locale} lang={code}>
          <TourTextFields locale={code} fallbackLocale={DEFAULT_LOCALE} />
        </Box>
      ))}
    </Box>
  )
}
