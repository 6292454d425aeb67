import { LOCALES, type ChatbotSync, type Locale, type LocalText, type StoredSection } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { textSearchConfig } from '../search/text-search.js'
import { sitePagesDb } from '../site-pages/site-pages.tables.js'
import { chatbotDb } from './chatbot.tables.js'

interface IndexedDocument {
  kind: 'page' | 'faq'
  locale: Locale
  title: string
  body: string
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

const inEach = (text: LocalText, build: (locale: Locale, value: string) => IndexedDocument | null) =>
  LOCALES.flatMap((locale) => {
    const value = text[locale]
    const document = value ? build(locale, value) : null
    return document ? [document] : []
  })

function documentsOf(title: LocalText, sections: StoredSection[]): IndexedDocument[] {
  return sections.flatMap((section) => {
    if (section.type === 'rich-text')
      return inEach(section.html, (locale, html) => {
        const body = plainText(html)
        return body ? { kind: 'page', locale, title: title[locale] ?? title.en ?? '', body } : null
      })
    if (section.type === 'faq')
      return section.items.flatMap((item) =>
        inEach(item.question, (locale, question) => {
          const answer = item.answer[locale]
          return answer ? { kind: 'faq', locale, title: question, body: plainText(answer) } : null
        }),
      )
    return []
  })
}

/** Replaces the site's indexed documents with those of its published pages. */
export async function indexSite(db: DB, siteId: number) {
  const pages = await sitePagesDb(db)
    .selectFrom('site_page')
    .select(['title', 'sections'])
    .where('site_id', '=', siteId)
    .where('is_published', '=', true)
    .execute()
  const documents = pages.flatMap((page) => documentsOf(page.title, page.sections))
  await chatbotDb(db).deleteFrom('chatbot_document').where('site_id', '=', siteId).execute()
  for (const document of documents) {
    const config = textSearchConfig(document.locale)
    await sql`insert into chatbot_document (site_id, kind, locale, title, body, search_vector)
      values (${siteId}, ${document.kind}, ${document.locale}, ${document.title}, ${document.body},
        setweight(to_tsvector(${config}, ${document.title}), 'A') || to_tsvector(${config}, ${document.body}))`.execute(
      db,
    )
  }
}

/** Rebuilds the site's index from its published pages and their FAQ, recording started, then completed or failed. */
export async function syncChatbotData(db: DB, siteId: number): Promise<ChatbotSync> {
  const tables = chatbotDb(db)
  await ensureSettings(db, siteId)
  await tables
    .updateTable('chatbot_settings')
    .set({ sync_status: 'started' })
    .where('site_id', '=', siteId)
    .execute()
  try {
    await db.transaction().execute(async (trx) => {
      await indexSite(trx, siteId)
      await chatbotDb(trx)
        .updateTable('chatbot_settings')
        .set({ sync_status: 'completed', last_synced_at: new Date() })
        .where('site_id', '=', siteId)
        .execute()
    })
  } catch (error) {
    console.error(`chatbot sync of site ${siteId} failed`, error)
    await tables
      .updateTable('chatbot_settings')
      .set({ sync_status: 'failed' })
      .where('site_id', '=', siteId)
      .execute()
  }
  return chatbotSyncOf(db, siteId)
}

export async function chatbotSyncOf(db: DB, siteId: number): Promise<ChatbotSync> {
  const tables = chatbotDb(db)
  const [settings, count] = await Promise.all([
    tables
      .selectFrom('chatbot_settings')
      .select(['sync_status', 'last_synced_at'])
      .where('site_id', '=', siteId)
      .executeTakeFirst(),
    tables
      .selectFrom('chatbot_document')
      .select(sql<number>`count(*)::int`.as('documents'))
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow(),
  ])
  return {
    site_id: siteId,
    status: (settings?.sync_status as ChatbotSync['status']) ?? null,
    last_synced_at: settings?.last_synced_at ? new Date(settings.last_synced_at).toISOString() : null,
    documents: count.documents,
  }
}

/** A site that never set up its chatbot has the defaults: off, friendly, every source. */
export async function ensureSettings(db: DB, siteId: number) {
  await chatbotDb(db)
    .insertInto('chatbot_settings')
    .values({
      site_id: siteId,
      greeting: '{}',
      tone: 'friendly',
      suggested_questions: '{}',
      use_catalogue: true,
      use_pages: true,
      use_faq: true,
      provider: 'platform',
    })
    .onConflict((conflict) => conflict.column('site_id').doNothing())
    .execute()
}
