import {
  type ChatbotFeedbackInput,
  type ChatbotInteraction,
  type ChatbotMessage,
  type Locale,
  type ServiceCard,
} from '@jaunt/domain'
import { randomUUID } from 'node:crypto'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { contentLanguages } from '../catalogue/translate.js'
import { findPublicSiteById } from '../partner-sites/partner-sites.service.js'
import { CARD_COLUMNS, filteredServices } from '../search/search.query.js'
import { toCards } from '../search/search.service.js'
import { chatbotSettingsRow } from './chatbot.settings.service.js'
import { chatbotDb } from './chatbot.tables.js'
import { CHATBOT_WORDS } from './chatbot.words.js'

/** The site's chatbot when it is switched on; a site without one answers like a missing site. */
export async function enabledChatbot(db: DB, siteId: number) {
  const site = await findPublicSiteById(db, siteId)
  const settings = await chatbotSettingsRow(db, siteId)
  if (!settings?.is_enabled) throw notFound((words) => words.siteNotFound)
  return { site, settings }
}

export async function createInteraction(db: DB, siteId: number, locale: Locale) {
  await enabledChatbot(db, siteId)
  const id = randomUUID()
  await chatbotDb(db).insertInto('chatbot_interaction').values({ id, site_id: siteId, locale }).execute()
  return interactionOf(db, siteId, id)
}

/** The conversation, when it belongs to this site; another site's is not found, like a missing one. */
export async function findInteraction(db: DB, siteId: number, interactionId: string) {
  const row = await chatbotDb(db)
    .selectFrom('chatbot_interaction')
    .selectAll()
    .where('id', '=', interactionId)
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  if (!row) throw notFound()
  return row
}

export async function interactionOf(
  db: DB,
  siteId: number,
  interactionId: string,
): Promise<ChatbotInteraction> {
  const [row, { settings }] = await Promise.all([
    findInteraction(db, siteId, interactionId),
    enabledChatbot(db, siteId),
  ])
  const locale = row.locale as Locale
  return {
    id: row.id,
    site_id: row.site_id,
    locale,
    greeting: settings.greeting[locale] || settings.greeting.en || CHATBOT_WORDS[locale].greeting,
    suggested_questions: settings.suggested_questions[locale] ?? settings.suggested_questions.en ?? [],
    messages: await messagesOf(db, siteId, interactionId),
    feedback: (row.feedback as 'up' | 'down' | null) ?? null,
  }
}

export async function messagesOf(db: DB, siteId: number, interactionId: string): Promise<ChatbotMessage[]> {
  const interaction = await findInteraction(db, siteId, interactionId)
  const rows = await chatbotDb(db)
    .selectFrom('chatbot_message')
    .selectAll()
    .where('interaction_id', '=', interactionId)
    .orderBy('id')
    .execute()
  const ids = [...new Set(rows.flatMap((row) => row.service_ids))]
  const cards = await cardsOnSite(db, siteId, ids, interaction.locale as Locale)
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    content: row.content,
    state: row.state as ChatbotMessage['state'],
    products: row.service_ids.flatMap((id) => cards.filter((card) => card.id === id)),
    created_at: new Date(row.created_at).toISOString(),
  }))
}

/** Cards priced now, for the products the site still sells: a card is never a stale price. */
export async function cardsOnSite(
  db: DB,
  siteId: number,
  ids: number[],
  locale: Locale,
): Promise<ServiceCard[]> {
  if (ids.length === 0) return []
  const language = await contentLanguages(db, locale, siteId)
  const rows = await filteredServices(db, { site_id: siteId, serviceIds: ids }, language)
    .select(CARD_COLUMNS)
    .execute()
  return toCards(db, rows, language)
}

export async function giveFeedback(
  db: DB,
  siteId: number,
  interactionId: string,
  input: ChatbotFeedbackInput,
) {
  await findInteraction(db, siteId, interactionId)
  await chatbotDb(db)
    .updateTable('chatbot_interaction')
    .set({ feedback: input.rating, feedback_comment: input.comment || null })
    .where('id', '=', interactionId)
    .execute()
  return interactionOf(db, siteId, interactionId)
}
