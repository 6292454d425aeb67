import type { Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { siteLanguage, withSiteLanguage, type ContentLocale } from '../catalogue/translate.js'

/** The search generation now (migration 0092): it changes in the commit of anything a search answers from. */
export async function currentSearchGeneration(db: DB): Promise<string> {
  const { rows } = await sql<{ n: string }>`select n::text as n from search_generation where id = 1`.execute(
    db,
  )
  return rows[0]!.n
}

/**
 * What a public search reads before its own statement, in one: the search generation and the content
 * languages (the site's when it names one). Read first, the generation is never newer than the answer
 * read after it, so an answer kept under it is stale as soon as the generation moves on.
 */
export async function searchGround(
  db: DB,
  locale: Locale,
  siteId: number | null | undefined,
): Promise<{ generation: string; languages: ContentLocale }> {
  const { rows } = await sql<{ n: string; primary: string | null }>`
    select n::text as n, ${siteId ? siteLanguage(siteId) : sql`null`} as primary
    from search_generation where id = 1`.execute(db)
  return { generation: rows[0]!.n, languages: withSiteLanguage(locale, siteId ? rows[0]!.primary : null) }
}
