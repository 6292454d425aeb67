import type { DataProvider, RaRecord } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

/**
 * A site's chatbot (`chatbot-settings`, id = the site): its settings; `meta.call` `status` switches
 * it on or off, `sync` rebuilds its index of the site's pages and FAQ.
 */
export function chatbotOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const send = async (url: string, method = 'GET', body?: unknown, signal?: AbortSignal | null) => {
    const { json } = await httpClient(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? undefined,
    })
    return json as Record<string, unknown>
  }
  const settings = (id: unknown) => `${root}/partner-sites/${Number(id)}/chatbot`
  const asRecord = (id: unknown, value: Record<string, unknown>) => ({ ...value, id }) as RaRecord
  return {
    'chatbot-settings': {
      getOne: async (_resource, { id, signal }) => ({
        data: asRecord(id, await send(settings(id), 'GET', undefined, signal)),
      }),
      update: async (_resource, { id, data, meta }) => {
        if (meta?.call === 'sync') {
          await send(`${root}/ai-chatbots/${Number(id)}/sync-data`)
          return { data: asRecord(id, await send(settings(id))) }
        }
        if (meta?.call === 'status')
          return { data: asRecord(id, await send(`${settings(id)}/update-status`, 'POST', data)) }
        const { greeting, tone, suggested_questions, use_catalogue, use_pages, use_faq, provider } =
          data as Record<string, unknown>
        const body = { greeting, tone, suggested_questions, use_catalogue, use_pages, use_faq, provider }
        return { data: asRecord(id, await send(settings(id), 'POST', body)) }
      },
    } as Partial<DataProvider>,
  }
}
