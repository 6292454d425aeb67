import { DEFAULT_LOCALE, type Locale } from '@jaunt/domain'

/** A stored name in the visitor's language, else in English. */
export const translate = (names: Record<string, string>, locale: Locale) =>
  names[locale] ?? names[DEFAULT_LOCALE] ?? ''
