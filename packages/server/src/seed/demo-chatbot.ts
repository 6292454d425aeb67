import type { DB } from '../db/database.js'
import { indexSite } from '../modules/chatbot/chatbot.sync.js'
import { chatbotDb } from '../modules/chatbot/chatbot.tables.js'

/** The demo site's chatbot is on, with its pages and FAQ indexed, so a guest can try it at once. */
export async function seedChatbot(db: DB, siteIds: Map<string, number>) {
  const siteId = siteIds.get('demo')
  if (!siteId) return
  await chatbotDb(db)
    .insertInto('chatbot_settings')
    .values({
      site_id: siteId,
      is_enabled: true,
      greeting: JSON.stringify({
        en: 'Hi! Looking for northern lights, fjords or huskies? Ask me.',
        no: 'Hei! Ser du etter nordlys, fjorder eller huskyer? Spør meg.',
        de: 'Hallo! Nordlichter, Fjorde oder Huskys? Fragen Sie mich.',
      }),
      tone: 'friendly',
      suggested_questions: JSON.stringify({
        en: ['A dog-sled tour in Tromsø in March', 'Can I cancel?', 'What should I wear?'],
        no: ['Hundekjøring i Tromsø i mars', 'Kan jeg avbestille?'],
        de: ['Hundeschlittenfahrt in Tromsø im März', 'Kann ich stornieren?'],
      }),
      use_catalogue: true,
      use_pages: true,
      use_faq: true,
      provider: 'platform',
      sync_status: 'completed',
      last_synced_at: new Date(),
    })
    .execute()
  await indexSite(db, siteId)
}
