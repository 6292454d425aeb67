import { DEFAULT_LOCALE, type Locale } from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'
import { createContext, useContext, useMemo, type ReactNode } from 'react'

export interface Formatters {
  locale: Locale
  /** A BCP 47 tag for Intl (Norwegian is Bokmål, English is British as the spec's dates are). */
  languageTag: string
  /** An amount in its currency, in the element's locale. */
  money(amount: number, currency: string): string
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export function LocaleDataProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

export const languageTagOf = (locale: Locale) => (locale === 'no' ? 'nb' : locale === 'en' ? 'en-GB' : locale)

export function useLocale(): Locale {
  return useContext(LocaleContext)
}

export function useFormatters(): Formatters {
  const locale = useLocale()
  return useMemo(
    () => ({
      locale,
      languageTag: languageTagOf(locale),
      money: (amount, currency) => {
        try {
          return formatMoney(amount, currency, locale)
        } catch {
          return `${amount.toFixed(2)} ${currency}`
        }
      },
    }),
    [locale],
  )
}
