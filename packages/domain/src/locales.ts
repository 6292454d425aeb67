import { z } from 'zod'

/** The product's languages, in the spec's order. */
export const LOCALES = [
  'en',
  'no',
  'sv',
  'hi',
  'gu',
  'da',
  'de',
  'bg',
  'nl',
  'ru',
  'es',
  'it',
  'fi',
  'fr',
] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
// Pure: pages that only need the list of locales do not carry zod for the schema.
export const localeSchema = /* @__PURE__ */ z.enum(LOCALES)

// Browsers report Norwegian as Bokmål (nb) or Nynorsk (nn); the product has one Norwegian, `no`.
const ALIASES: Readonly<Record<string, Locale>> = { nb: 'no', nn: 'no' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Maps a language tag such as `de-DE`, `nb_NO` or `FR` to a product locale; anything unknown is English. */
export function normalizeLocale(input: string | null | undefined): Locale {
  const language = (input ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? ''
  if (isLocale(language)) return language
  return ALIASES[language] ?? DEFAULT_LOCALE
}

/** Each language in its own name, for the language menu. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  no: 'Norsk',
  sv: 'Svenska',
  hi: 'हिन्दी',
  gu: 'ગુજરાતી',
  da: 'Dansk',
  de: 'Deutsch',
  bg: 'Български',
  nl: 'Nederlands',
  ru: 'Русский',
  es: 'Español',
  it: 'Italiano',
  fi: 'Suomi',
  fr: 'Français',
}
