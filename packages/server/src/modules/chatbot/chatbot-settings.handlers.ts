import type { AppRouteHandler } from '../../lib/types.js'
import { ownSite } from '../site-catalogue/site-catalogue.service.js'
import * as service from './chatbot.settings.service.js'
import { syncChatbotData } from './chatbot.sync.js'
import { startChatbotSyncs } from './chatbot.sync-job.js'
import type * as routes from './chatbot-settings.routes.js'

export const chatbotSettings: AppRouteHandler<typeof routes.chatbotSettings> = async (c) => {
  const siteId = await ownSite(c.get('db'), c.get('user'), c.req.valid('param').id)
  return c.json(await service.chatbotSettings(c.get('db'), c.get('config'), siteId), 200)
}

export const saveChatbotSettings: AppRouteHandler<typeof routes.saveChatbotSettings> = async (c) => {
  const siteId = await ownSite(c.get('db'), c.get('user'), c.req.valid('param').id)
  const saved = await service.saveChatbotSettings(c.get('db'), c.get('config'), siteId, c.req.valid('json'))
  return c.json(saved, 200)
}

export const updateChatbotStatus: AppRouteHandler<typeof routes.updateChatbotStatus> = async (c) => {
  const siteId = await ownSite(c.get('db'), c.get('user'), c.req.valid('param').id)
  const { is_enabled } = c.req.valid('json')
  return c.json(await service.updateChatbotStatus(c.get('db'), c.get('config'), siteId, is_enabled), 200)
}

export const syncChatbotDataOfSite: AppRouteHandler<typeof routes.syncChatbotData> = async (c) => {
  const siteId = await ownSite(c.get('db'), c.get('user'), c.req.valid('param').id)
  return c.json(await syncChatbotData(c.get('db'), siteId), 200)
}

// Every site's sync runs as a background job (chatbot.sync-job.ts); the answer says they started.
export const syncAllChatbotData: AppRouteHandler<typeof routes.syncAllChatbotData> = async (c) =>
  c.json(await startChatbotSyncs(c.get('db'), c.get('jobs')), 200)
