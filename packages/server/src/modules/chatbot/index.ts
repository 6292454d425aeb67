import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as publicHandlers from './chatbot-public.handlers.js'
import * as publicRoutes from './chatbot-public.routes.js'
import * as handlers from './chatbot-settings.handlers.js'
import * as routes from './chatbot-settings.routes.js'
import * as syncToolHandlers from './chatbot-sync-tool.handlers.js'
import * as syncToolRoutes from './chatbot-sync-tool.routes.js'

// The AI Chatbot page's rule (admin/src/access/pages.ts): partners with the chatbot policy, for their own sites.
const partners = requireAccess({ roles: [UserRole.Partner], policies: [Policy.PARTNER_CHATBOT_POLICY] })
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/partner-sites/:id/chatbot', partners)
router.use('/core/v1/partner-sites/:id/chatbot/*', partners)
router.use('/core/v1/ai-chatbots/sync-data', admins)
// The sync tool's rule (tools/ai-chatbot-sync-tool in admin/src/access/pages.ts): admins.
router.use('/core/v1/ai-chatbots/sync-status', admins)
router.use('/core/v1/ai-chatbots/sync-jobs', admins)
router.use('/core/v1/ai-chatbots/:id/sync-data', partners)

export const chatbotRouter = router
  .openapi(routes.chatbotSettings, handlers.chatbotSettings)
  .openapi(routes.saveChatbotSettings, handlers.saveChatbotSettings)
  .openapi(routes.updateChatbotStatus, handlers.updateChatbotStatus)
  .openapi(routes.syncAllChatbotData, handlers.syncAllChatbotData)
  .openapi(routes.syncChatbotData, handlers.syncChatbotDataOfSite)
  .openapi(syncToolRoutes.chatbotSyncStatuses, syncToolHandlers.chatbotSyncStatuses)
  .openapi(syncToolRoutes.startChatbotSyncJobs, syncToolHandlers.startChatbotSyncJobs)
  .openapi(publicRoutes.createInteraction, publicHandlers.createInteraction)
  .openapi(publicRoutes.askInNewInteraction, publicHandlers.askInNewInteraction)
  .openapi(publicRoutes.showInteraction, publicHandlers.showInteraction)
  .openapi(publicRoutes.messages, publicHandlers.messages)
  .openapi(publicRoutes.ask, publicHandlers.ask)
  .openapi(publicRoutes.cancel, publicHandlers.cancel)
  .openapi(publicRoutes.feedback, publicHandlers.feedback)
