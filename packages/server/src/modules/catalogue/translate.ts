import { DEFAULT_LOCALE, isLocale, type Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

/** The page's language and its site's default one: content falls back from the first to the second, then English. */
export interface ContentLanguages {
  locale: Locale
  siteDefault: Locale
}

/** A language alone is a page with no site (an API call naming none): it falls back to English. */
export type ContentLocale = Locale | ContentLanguages

export const languagesOf = (language: ContentLocale): ContentLanguages =>
  typeof language === 'string' ? { locale: language, siteDefault: DEFAULT_LOCALE } : language

export const requestedLocale = (language: ContentLocale): Locale => languagesOf(language).locale

/** The order a stored text is looked for in: the page's language, the site's default, English. */
export const fallbackOrder = (language: ContentLocale): Locale[] => {
  const { locale, siteDefault } = languagesOf(language)
  return [...new Set([locale, siteDefault, DEFAULT_LOCALE])]
}

/** A stored name in the first language of the fallback order that has it. */
export const translate = (names: Record<string, string>, language: ContentLocale) => {
  for (const locale of fallbackOrder(language)) if (names[locale]) return names[locale]
  return ''
}

/** The page's language with the default of the site the call names, if it names one. */
export async function contentLanguages(
  db: DB,
  locale: Locale,
  siteId: number | null | undefined,
): Promise<ContentLocale> {
  if (!siteId) return locale
  const site = await db
    .selectFrom('partner_site')
    .select(siteLanguage(siteId).as('primary'))
    .where('id', '=', siteId)
    .executeTakeFirst()
  return withSiteLanguage(locale, site?.primary)
}

/** The site's own language, as a column of any statement. */
export const siteLanguage = (siteId: number) =>
  sql<
    string | null
  >`(select general_settings #>> '{language,primary_language}' from partner_site where id = ${siteId})`

/** The page's language with the site's, when the site has a known one. */
export const withSiteLanguage = (locale: Locale, primary: string | null | undefined): ContentLocale =>
  isLocale(primary) ? { locale, siteDefault: primary } : locale
