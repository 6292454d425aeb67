import type { ChatbotSettingsInput, ChatbotSettingsRecord, ChatbotTone, ChatbotProvider } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'
import { modelConfigured } from '../../lib/llm.js'
import { chatbotSyncOf, ensureSettings } from './chatbot.sync.js'
import { chatbotDb } from './chatbot.tables.js'

export const chatbotSettingsRow = (db: DB, siteId: number) =>
  chatbotDb(db).selectFrom('chatbot_settings').selectAll().where('site_id', '=', siteId).executeTakeFirst()

export async function chatbotSettings(
  db: DB,
  config: Config,
  siteId: number,
): Promise<ChatbotSettingsRecord> {
  await ensureSettings(db, siteId)
  const row = (await chatbotSettingsRow(db, siteId))!
  return {
    site_id: siteId,
    is_enabled: row.is_enabled,
    greeting: row.greeting,
    tone: row.tone as ChatbotTone,
    suggested_questions: row.suggested_questions,
    use_catalogue: row.use_catalogue,
    use_pages: row.use_pages,
    use_faq: row.use_faq,
    provider: row.provider as ChatbotProvider,
    sync: await chatbotSyncOf(db, siteId),
    model_available: modelConfigured(config),
  }
}

export async function saveChatbotSettings(
  db: DB,
  config: Config,
  siteId: number,
  input: ChatbotSettingsInput,
): Promise<ChatbotSettingsRecord> {
  await ensureSettings(db, siteId)
  await chatbotDb(db)
    .updateTable('chatbot_settings')
    .set({
      greeting: JSON.stringify(input.greeting),
      tone: input.tone,
      suggested_questions: JSON.stringify(input.suggested_questions),
      use_catalogue: input.use_catalogue,
      use_pages: input.use_pages,
      use_faq: input.use_faq,
      provider: input.provider,
      updated_at: new Date(),
    })
    .where('site_id', '=', siteId)
    .execute()
  return chatbotSettings(db, config, siteId)
}

export async function updateChatbotStatus(db: DB, config: Config, siteId: number, isEnabled: boolean) {
  await ensureSettings(db, siteId)
  await chatbotDb(db)
    .updateTable('chatbot_settings')
    .set({ is_enabled: isEnabled, updated_at: new Date() })
    .where('site_id', '=', siteId)
    .execute()
  return chatbotSettings(db, config, siteId)
}
