import type { ColumnType, Generated } from 'kysely'
import type { LocalText } from '@jaunt/domain'
import type { DB } from '../../db/database.js'

type Json<T> = ColumnType<T, string, string>

export interface ChatbotSettingsTable {
  site_id: number
  is_enabled: ColumnType<boolean, boolean | undefined, boolean>
  greeting: Json<LocalText>
  tone: string
  suggested_questions: Json<Partial<Record<string, string[]>>>
  use_catalogue: boolean
  use_pages: boolean
  use_faq: boolean
  provider: string
  sync_status: ColumnType<string | null, string | null | undefined, string | null>
  last_synced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface ChatbotDocumentTable {
  id: Generated<number>
  site_id: number
  kind: 'page' | 'faq'
  locale: string
  title: string
  body: string
  search_vector: ColumnType<string, never, never>
}

export interface ChatbotInteractionTable {
  id: string
  site_id: number
  locale: string
  tokens_used: ColumnType<number, number | undefined, number>
  feedback: ColumnType<string | null, string | null | undefined, string | null>
  feedback_comment: ColumnType<string | null, string | null | undefined, string | null>
  /** Migration 0091: set while an answer is being written, by whichever process writes it. */
  answering_since: ColumnType<Date | null, never, Date | string | null>
  cancel_requested_at: ColumnType<Date | null, never, Date | string | null>
  created_at: ColumnType<Date, Date | string | undefined, never>
}

export interface ChatbotMessageTable {
  id: Generated<number>
  interaction_id: string
  role: 'guest' | 'assistant'
  content: string
  state: ColumnType<string, string | undefined, string>
  service_ids: Json<number[]>
  created_at: ColumnType<Date, Date | string | undefined, never>
}

/** The tables migration 0033 adds (and 0091 extends). */
export type ChatbotTables = {
  chatbot_settings: ChatbotSettingsTable
  chatbot_document: ChatbotDocumentTable
  chatbot_interaction: ChatbotInteractionTable
  chatbot_message: ChatbotMessageTable
}

export const chatbotDb = (db: DB) => db.withTables<ChatbotTables>()
