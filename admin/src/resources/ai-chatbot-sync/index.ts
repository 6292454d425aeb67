import { ChatbotSyncToolPage } from './ChatbotSyncToolPage'

/** `tools/ai-chatbot-sync-tool`: a list screen only (the syncs are started from it). */
export const chatbotSyncTool = { list: ChatbotSyncToolPage }
