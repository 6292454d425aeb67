import { DEFAULT_LOCALE, type Locale } from '../locales'
import type { LocalText } from '../schemas/sitePage'

/** A partner's text in the asked language, else the site's primary one, else English, else any. */
export function textIn(
  text: LocalText | undefined,
  locale: Locale,
  primary: Locale = DEFAULT_LOCALE,
): string {
  if (!text) return ''
  return text[locale] ?? text[primary] ?? text[DEFAULT_LOCALE] ?? Object.values(text)[0] ?? ''
}

/** The name a site goes by on its pages: its company name, else the site's own name. */
export const companyName = (
  site: { name: string; site_settings: { general_settings: { company_name: string } } } | null,
) => site?.site_settings.general_settings.company_name ?? site?.name ?? 'Jaunt'
