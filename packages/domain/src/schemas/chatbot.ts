import { z } from 'zod'
import { CHATBOT_MESSAGE_MAX_LENGTH } from '../constants'
import { LOCALES, localeSchema } from '../locales'
import { MESSAGES } from '../messages'
import { serviceCardSchema } from './catalogue'

/** How the chatbot words its answers. */
export const CHATBOT_TONES = ['friendly', 'professional', 'concise'] as const
export type ChatbotTone = (typeof CHATBOT_TONES)[number]

/** Where answers come from: the platform's language model, or only the site's own matching content. */
export const CHATBOT_PROVIDERS = ['platform', 'retrieval-only'] as const
export type ChatbotProvider = (typeof CHATBOT_PROVIDERS)[number]

export const CHATBOT_MAX_SUGGESTIONS = 6

const questionList = z
  .array(z.string().trim().min(1).max(200, { error: MESSAGES.chatbotQuestionTooLong }))
  .max(CHATBOT_MAX_SUGGESTIONS, { error: MESSAGES.chatbotTooManyQuestions })

/** A site's chatbot as its partner sets it up. */
export const chatbotSettingsInputSchema = z.object({
  greeting: z.partialRecord(z.enum(LOCALES), z.string().trim().max(500)),
  tone: z.enum(CHATBOT_TONES),
  suggested_questions: z.partialRecord(z.enum(LOCALES), questionList),
  use_catalogue: z.boolean(),
  use_pages: z.boolean(),
  use_faq: z.boolean(),
  provider: z.enum(CHATBOT_PROVIDERS),
})
export type ChatbotSettingsInput = z.infer<typeof chatbotSettingsInputSchema>

export const CHATBOT_SYNC_STATUSES = ['started', 'failed', 'completed'] as const
export type ChatbotSyncStatus = (typeof CHATBOT_SYNC_STATUSES)[number]

export const chatbotSyncSchema = z.object({
  site_id: z.number().int(),
  status: z.enum(CHATBOT_SYNC_STATUSES).nullable(),
  last_synced_at: z.string().nullable(),
  documents: z.number().int(),
})
export type ChatbotSync = z.infer<typeof chatbotSyncSchema>

export const chatbotSettingsRecordSchema = chatbotSettingsInputSchema.extend({
  site_id: z.number().int(),
  is_enabled: z.boolean(),
  sync: chatbotSyncSchema,
  /** Whether the platform has a language model configured; without one answers are retrieval-only. */
  model_available: z.boolean(),
})
export type ChatbotSettingsRecord = z.infer<typeof chatbotSettingsRecordSchema>

export const chatbotStatusInputSchema = z.object({ is_enabled: z.boolean() })
export type ChatbotStatusInput = z.infer<typeof chatbotStatusInputSchema>

/** What the guest typed: at most 1000 characters, in the guest's language. */
export const chatbotMessageInputSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1)
    .max(CHATBOT_MESSAGE_MAX_LENGTH, { error: MESSAGES.chatbotMessageTooLong }),
})
export type ChatbotMessageInput = z.infer<typeof chatbotMessageInputSchema>

export const chatbotFeedbackInputSchema = z.object({
  rating: z.enum(['up', 'down']),
  comment: z.string().trim().max(1000).optional(),
})
export type ChatbotFeedbackInput = z.infer<typeof chatbotFeedbackInputSchema>

export const CHATBOT_MESSAGE_STATES = ['complete', 'cancelled', 'failed'] as const

export const chatbotMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['guest', 'assistant']),
  content: z.string(),
  state: z.enum(CHATBOT_MESSAGE_STATES),
  products: z.array(serviceCardSchema),
  created_at: z.string(),
})
export type ChatbotMessage = z.infer<typeof chatbotMessageSchema>

export const chatbotInteractionSchema = z.object({
  id: z.string(),
  site_id: z.number().int(),
  locale: localeSchema,
  greeting: z.string(),
  suggested_questions: z.array(z.string()),
  messages: z.array(chatbotMessageSchema),
  feedback: z.enum(['up', 'down']).nullable(),
})
export type ChatbotInteraction = z.infer<typeof chatbotInteractionSchema>

/**
 * The server-sent events of one answer: `token` (a piece of text), `products` (cards the server
 * priced), `done` (the stored message), `error` (a message for the guest).
 */
export type ChatbotStreamEvent =
  | { event: 'token'; data: { text: string } }
  | { event: 'products'; data: { products: z.infer<typeof serviceCardSchema>[] } }
  | { event: 'done'; data: { message_id: number; state: (typeof CHATBOT_MESSAGE_STATES)[number] } }
  | { event: 'error'; data: { message: string } }

/** A site's chatbot sync as the admins' sync tool lists it. */
export const chatbotSiteSyncSchema = chatbotSyncSchema.extend({
  site_name: z.string(),
  is_enabled: z.boolean(),
})
export type ChatbotSiteSync = z.infer<typeof chatbotSiteSyncSchema>

/** Starts a sync as a background job: of one site, or of every site without one. */
export const chatbotSyncJobInputSchema = z.object({ site_id: z.number().int().positive().optional() })
export type ChatbotSyncJobInput = z.infer<typeof chatbotSyncJobInputSchema>
