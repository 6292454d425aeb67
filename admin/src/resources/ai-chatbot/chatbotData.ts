import type { ApiClient } from '@jaunt/api-client'
import type { ChatbotSettingsInput, ChatbotStatusInput } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

/**
 * A site's chatbot (`chatbot-settings`, id = the site): its settings; `meta.call` `status` switches
 * it on or off, `sync` rebuilds its index of the site's pages and FAQ.
 */
export function chatbotOverrides(api: ApiClient): ResourceOverrides {
  const site = (id: unknown) => ({ params: { path: { id: Number(id) } } })
  const settings = async (id: unknown, signal?: AbortSignal) => ({
    ...(await answerOf(api.GET('/core/v1/partner-sites/{id}/chatbot', { ...site(id), signal }))),
    id,
  })
  return {
    'chatbot-settings': {
      getOne: async (_resource, { id, signal }) => ({ data: await settings(id, signal) }),
      update: async (_resource, { id, data, meta }) => {
        if (meta?.call === 'sync') {
          await answerOf(api.GET('/core/v1/ai-chatbots/{id}/sync-data', site(id)))
          return { data: await settings(id) }
        }
        if (meta?.call === 'status') {
          const { is_enabled } = data as ChatbotStatusInput
          const body = { is_enabled }
          const saved = await answerOf(
            api.POST('/core/v1/partner-sites/{id}/chatbot/update-status', { ...site(id), body }),
          )
          return { data: { ...saved, id } }
        }
        const { greeting, tone, suggested_questions, use_catalogue, use_pages, use_faq, provider } =
          data as ChatbotSettingsInput
        const body = { greeting, tone, suggested_questions, use_catalogue, use_pages, use_faq, provider }
        return {
          data: {
            ...(await answerOf(api.POST('/core/v1/partner-sites/{id}/chatbot', { ...site(id), body }))),
            id,
          },
        }
      },
    } as Partial<DataProvider>,
  }
}
