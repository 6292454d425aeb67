import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useLingui } from '@lingui/react/macro'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '@jaunt/domain'
import { useState, type ReactNode } from 'react'
import { useFormState } from 'react-hook-form'

/**
 * One language of `field` on screen at a time, as on the activity's basic details: a tab per
 * language, marked when its check fails.
 */
export function LocaleTabs({ field, children }: { field: string; children: (locale: Locale) => ReactNode }) {
  const { t } = useLingui()
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE)
  const { errors } = useFormState({ name: field })
  const failing = (errors[field] ?? {}) as Partial<Record<Locale, unknown>>
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
        {children(locale)}
      </Box>
    </Box>
  )
}

export const isFallback = (locale: Locale) => locale === DEFAULT_LOCALE
