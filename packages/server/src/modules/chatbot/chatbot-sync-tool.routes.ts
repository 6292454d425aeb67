import { createRoute, z } from '@hono/zod-openapi'
import { chatbotSiteSyncSchema, chatbotSyncJobInputSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['AI chatbot sync tool']
const security = bearerSecurity
const ChatbotSiteSync = chatbotSiteSyncSchema.meta({ id: 'ChatbotSiteSync' })
const ChatbotSyncJobInput = chatbotSyncJobInputSchema.meta({ id: 'ChatbotSyncJobInput' })
const refusals = { 401: errorResponses[401], 403: errorResponses[403] }

export const chatbotSyncStatuses = createRoute({
  method: 'get',
  path: '/core/v1/ai-chatbots/sync-status',
  operationId: 'getChatbotSyncStatuses',
  tags,
  security,
  summary:
    'Admins: every site’s chatbot sync (started, failed, completed), with its time and indexed documents',
  responses: { 200: jsonContent(z.array(ChatbotSiteSync), 'Each site’s sync'), ...refusals },
})

export const startChatbotSyncJobs = createRoute({
  method: 'post',
  path: '/core/v1/ai-chatbots/sync-jobs',
  operationId: 'startChatbotSyncJobs',
  tags,
  security,
  summary: 'Admins: sync one site’s chatbot index (site_id), or every site’s, as background jobs',
  request: { body: jsonBody(ChatbotSyncJobInput) },
  responses: {
    202: jsonContent(z.array(ChatbotSiteSync), 'The syncs, marked started'),
    400: errorResponses[400],
    ...refusals,
    404: errorResponses[404],
  },
})
