import type { DataProvider, GetListResult, RaRecord } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

/**
 * The admins' chatbot sync tool (`ai-chatbot-sync`, id = the site): getList reads every site's sync;
 * create starts a sync job for `site_id`, or for every site without one.
 */
export function chatbotSyncOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const withIds = (json: unknown) =>
    (json as { site_id: number }[]).map((sync) => ({ ...sync, id: sync.site_id }) as RaRecord)
  return {
    'ai-chatbot-sync': {
      getList: async (_resource, { signal }) => {
        const { json } = await httpClient(`${root}/ai-chatbots/sync-status`, { signal: signal ?? undefined })
        const data = withIds(json)
        return { data, total: data.length } as GetListResult
      },
      create: async (_resource, { data }) => {
        const siteId = (data as { site_id?: number }).site_id
        const { json } = await httpClient(`${root}/ai-chatbots/sync-jobs`, {
          method: 'POST',
          body: JSON.stringify(siteId ? { site_id: siteId } : {}),
        })
        const started = withIds(json)
        return { data: started[0] ?? ({ id: 0 } as RaRecord) }
      },
    } as Partial<DataProvider>,
  }
}
