import { createRoute, z } from '@hono/zod-openapi'
import {
  chatbotSettingsInputSchema,
  chatbotSettingsRecordSchema,
  chatbotStatusInputSchema,
  chatbotSyncSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['AI chatbot settings']
const security = bearerSecurity
const params = z.object({ id: z.coerce.number().int().positive() })
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const ChatbotSettingsInput = chatbotSettingsInputSchema.meta({ id: 'ChatbotSettingsInput' })
const ChatbotSettings = chatbotSettingsRecordSchema.meta({ id: 'ChatbotSettings' })
const ChatbotStatusInput = chatbotStatusInputSchema.meta({ id: 'ChatbotStatusInput' })
const ChatbotSync = chatbotSyncSchema.meta({ id: 'ChatbotSync' })

export const chatbotSettings = createRoute({
  method: 'get',
  path: '/core/v1/partner-sites/{id}/chatbot',
  operationId: 'getChatbotSettings',
  tags,
  security,
  summary: 'The site’s chatbot: on or off, greeting, tone, suggested questions, sources, provider, last sync',
  request: { params },
  responses: { 200: jsonContent(ChatbotSettings, 'The chatbot settings'), ...failures },
})

export const saveChatbotSettings = createRoute({
  method: 'post',
  path: '/core/v1/partner-sites/{id}/chatbot',
  operationId: 'saveChatbotSettings',
  tags,
  security,
  summary: 'Replace the chatbot settings (its on/off status is kept)',
  request: { params, body: jsonBody(ChatbotSettingsInput) },
  responses: {
    200: jsonContent(ChatbotSettings, 'The saved settings'),
    ...failures,
    422: { ...errorResponses[422], description: 'Too many suggested questions in a language' },
  },
})

export const updateChatbotStatus = createRoute({
  method: 'post',
  path: '/core/v1/partner-sites/{id}/chatbot/update-status',
  operationId: 'updateChatbotStatus',
  tags,
  security,
  summary: 'Switch the site’s chatbot on or off',
  request: { params, body: jsonBody(ChatbotStatusInput) },
  responses: { 200: jsonContent(ChatbotSettings, 'The settings with the new status'), ...failures },
})

export const syncChatbotData = createRoute({
  method: 'get',
  path: '/core/v1/ai-chatbots/{id}/sync-data',
  operationId: 'syncChatbotData',
  tags,
  security,
  summary: 'Rebuild the index of the site’s pages and FAQ the chatbot answers from; answers the sync status',
  request: { params },
  responses: { 200: jsonContent(ChatbotSync, 'The sync: completed or failed, with its time'), ...failures },
})

export const syncAllChatbotData = createRoute({
  method: 'get',
  path: '/core/v1/ai-chatbots/sync-data',
  operationId: 'syncAllChatbotData',
  tags,
  security,
  summary: 'Admins: rebuild the index of every site, as background jobs; answers the syncs, marked started',
  responses: {
    200: jsonContent(z.array(ChatbotSync), 'Each site’s sync'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
})
