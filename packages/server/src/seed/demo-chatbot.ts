import { chatbotSettingsInputSchema } from '@jaunt/domain'
import { z } from 'zod'
import type { DB } from '../db/database.js'
import { indexSite } from '../modules/chatbot/chatbot.sync.js'
import { chatbotDb } from '../modules/chatbot/chatbot.tables.js'
import chatbot from './data/chatbot.json' with { type: 'json' }
import { readDemoData } from './read-data.js'

/** The chatbot as its partner would set it up, on the site of `site` (a sub-domain). */
export const demoChatbotSchema = chatbotSettingsInputSchema
  .extend({ site: z.string().min(1), is_enabled: z.boolean() })
  .strict()

export const DEMO_CHATBOT = readDemoData('chatbot.json', demoChatbotSchema, chatbot)

/** The demo site's chatbot is on, with its pages and FAQ indexed, so a guest can try it at once. */
export async function seedChatbot(db: DB, siteIds: Map<string, number>) {
  const { site, greeting, suggested_questions, ...settings } = DEMO_CHATBOT
  const siteId = siteIds.get(site)
  if (!siteId) return
  await chatbotDb(db)
    .insertInto('chatbot_settings')
    .values({
      site_id: siteId,
      ...settings,
      greeting: JSON.stringify(greeting),
      suggested_questions: JSON.stringify(suggested_questions),
      sync_status: 'completed',
      last_synced_at: new Date(),
    })
    .execute()
  await indexSite(db, siteId)
}
