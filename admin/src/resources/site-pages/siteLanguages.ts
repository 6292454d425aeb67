import { DEFAULT_LOCALE, type Locale, type Site } from '@jaunt/domain'

/** The languages the partner writes the site's texts in, the primary first. */
export function siteLanguages(site: Site | undefined): { primary: Locale; languages: Locale[] } {
  const language = site?.site_settings.general_settings.language
  const primary = language?.primary_language ?? DEFAULT_LOCALE
  const others = (language?.enabled_language ?? []).filter((locale) => locale !== primary)
  return { primary, languages: [primary, ...others] }
}

/** The site's own address on this host: its sub-domain. */
export const siteOrigin = (site: Site) =>
  `${window.location.protocol}//${site.sub_domain}.${window.location.host}`
