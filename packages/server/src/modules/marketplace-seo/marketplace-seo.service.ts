import {
  DEFAULT_LOCALE,
  SEO_PAGE_KEYS,
  type Locale,
  type SeoPageKey,
  type SeoPageRecord,
  type SeoPageValues,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { seoDb } from './marketplace-seo.tables.js'

/** Every page of the tool, in its order; a page no admin has set yet has no texts and is indexed. */
export async function listSeoPages(db: DB): Promise<SeoPageRecord[]> {
  const rows = await seoDb(db).selectFrom('marketplace_seo').selectAll().execute()
  return SEO_PAGE_KEYS.map((key) => {
    const row = rows.find((each) => each.page_key === key)
    return {
      id: key,
      noindex: row?.noindex ?? false,
      texts: row?.texts ?? {},
      updated_at: row ? new Date(row.updated_at).toISOString() : null,
    }
  })
}

export async function getSeoPage(db: DB, key: SeoPageKey) {
  return (await listSeoPages(db)).find((page) => page.id === key)!
}

export async function saveSeoPage(db: DB, key: SeoPageKey, values: SeoPageValues) {
  const row = { noindex: values.noindex, texts: JSON.stringify(values.texts), updated_at: new Date() }
  await seoDb(db)
    .insertInto('marketplace_seo')
    .values({ page_key: key, ...row })
    .onConflict((oc) => oc.column('page_key').doUpdateSet(row))
    .execute()
  return getSeoPage(db, key)
}

/** What a hosted site's head takes from the tool for a page: its texts in `lang` (else English). */
export async function seoOfPage(db: DB, key: SeoPageKey, lang: Locale) {
  const page = await getSeoPage(db, key)
  const text =
    page.texts[lang]?.title || page.texts[lang]?.description ? page.texts[lang] : page.texts[DEFAULT_LOCALE]
  return { noindex: page.noindex, title: text?.title ?? '', description: text?.description ?? '' }
}
