import type { AppRouteHandler } from '../../lib/types.js'
import { chatbotSiteSyncs, startChatbotSyncs } from './chatbot.sync-job.js'
import type * as routes from './chatbot-sync-tool.routes.js'

export const chatbotSyncStatuses: AppRouteHandler<typeof routes.chatbotSyncStatuses> = async (c) =>
  c.json(await chatbotSiteSyncs(c.get('db')), 200)

export const startChatbotSyncJobs: AppRouteHandler<typeof routes.startChatbotSyncJobs> = async (c) => {
  const { site_id } = c.req.valid('json')
  return c.json(await startChatbotSyncs(c.get('db'), c.get('jobs'), site_id), 202)
}
