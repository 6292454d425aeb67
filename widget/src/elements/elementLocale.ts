import { DEFAULT_LOCALE, LOCALES, type Locale } from '@jaunt/domain'

/** The element's `locale` attribute as a product locale, or undefined when it names none. */
export function parseElementLocale(value: string | undefined): Locale | undefined {
  return LOCALES.find((locale) => locale === value)
}

export function elementLocale(value: string | undefined): Locale {
  return parseElementLocale(value) ?? DEFAULT_LOCALE
}
