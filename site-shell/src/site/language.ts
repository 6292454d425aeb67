import { DEFAULT_LOCALE, type Locale, type Site } from '@jaunt/domain'

export const LOCALE_COOKIE = 'locale'
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** The languages a site shows, its primary first; every language for no site. */
export function siteLanguages(site: Site | null): { enabled: readonly Locale[]; primary: Locale } {
  const language = site?.site_settings.general_settings.language
  if (!language) return { enabled: [DEFAULT_LOCALE], primary: DEFAULT_LOCALE }
  return { enabled: language.enabled_language, primary: language.primary_language }
}

/** Remembers the guest's language for a year (spec part 1 §9). */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`
}
