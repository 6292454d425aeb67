import type { Locale, ServiceCard } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { CARD_COLUMNS, filteredServices } from '../search/search.query.js'
import { toCards } from '../search/search.service.js'
import { textSearchConfig } from '../search/text-search.js'
import type { ContentLocale } from '../catalogue/translate.js'
import { chatbotDb } from './chatbot.tables.js'

export interface ChatbotDocument {
  kind: 'page' | 'faq'
  title: string
  body: string
}

export interface Retrieved {
  products: ServiceCard[]
  documents: ChatbotDocument[]
}

const MAX_PRODUCTS = 3
const MAX_DOCUMENTS = 3
/** How close a misspelt word must come to a word of the product's texts (pg_trgm's word_similarity). */
const TYPO_SIMILARITY = 0.5

/** Any of the words, each as a prefix; short words ("in", "a") only as themselves. */
export function anyWordQuery(text: string, minPrefix = 4) {
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 24)
  const terms = words.map((word) => (word.length >= minPrefix ? `${word}:*` : word))
  return terms.length ? terms.join(' | ') : null
}

/** The site's products best matching the guest's words, in the guest's language. */
export async function matchingProducts(
  db: DB,
  siteId: number,
  question: string,
  language: ContentLocale,
  locale: Locale,
): Promise<ServiceCard[]> {
  const inLanguage = anyWordQuery(question)
  // Words of four letters or more also match texts written in another language, unstemmed.
  const anyLanguage = anyWordQuery(question.replace(/[\p{L}\p{N}]+/gu, (w) => (w.length >= 4 ? w : ' ')))
  if (!inLanguage) return []
  const config = textSearchConfig(locale)
  const localQuery = sql`to_tsquery(${config}, ${inLanguage})`
  const simpleQuery = anyLanguage ? sql`to_tsquery('simple', ${anyLanguage})` : sql`''::tsquery`
  // Misspelt words ("dogsled Tromso") still match through trigram similarity (pg_trgm, migration 0038):
  // each guest word of four letters or more against the product's name and texts.
  const longWords = [...new Set(question.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [])].slice(0, 12)
  const texts = sql`(t.name || ' ' || t.short_description || ' ' || t.description)`
  const similar = longWords.length
    ? sql.join(
        longWords.map((word) => sql`word_similarity(${word}, ${texts}) >= ${TYPO_SIMILARITY}`),
        sql` or `,
      )
    : sql`false`
  const closeness = longWords.length
    ? sql.join(
        longWords.map((word) => sql`word_similarity(${word}, ${texts})`),
        sql` + `,
      )
    : sql`0`
  const rows = await filteredServices(db, { site_id: siteId }, language)
    .where(
      sql<boolean>`(t.search_vector @@ ${localQuery} or t.search_vector @@ ${simpleQuery} or ${similar})`,
    )
    .select(CARD_COLUMNS)
    .select(
      sql<number>`ts_rank(t.search_vector, ${localQuery}) + ts_rank(t.search_vector, ${simpleQuery}) + ${closeness} / 4`.as(
        'rank',
      ),
    )
    .orderBy('rank', 'desc')
    .orderBy('s.rating', 'desc')
    .orderBy('s.id')
    .limit(MAX_PRODUCTS)
    .execute()
  return toCards(db, rows, language)
}

/** The site's synced pages and FAQ entries best matching the guest's words, in the guest's language. */
export async function matchingDocuments(
  db: DB,
  siteId: number,
  question: string,
  locale: Locale,
  kinds: ('page' | 'faq')[],
): Promise<ChatbotDocument[]> {
  const words = anyWordQuery(question)
  if (!words || kinds.length === 0) return []
  const query = sql`to_tsquery(${textSearchConfig(locale)}, ${words})`
  return chatbotDb(db)
    .selectFrom('chatbot_document')
    .select(['kind', 'title', 'body'])
    .where('site_id', '=', siteId)
    .where('locale', '=', locale)
    .where('kind', 'in', kinds)
    .where(sql<boolean>`search_vector @@ ${query}`)
    .orderBy(sql`ts_rank(search_vector, ${query})`, 'desc')
    .orderBy('id')
    .limit(MAX_DOCUMENTS)
    .execute()
}
