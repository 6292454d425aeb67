import type { ApiClient } from '@jaunt/api-client'
import type { DataProvider, RaRecord } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

/**
 * The admins' chatbot sync tool (`ai-chatbot-sync`, id = the site): getList reads every site's sync;
 * create starts a sync job for `site_id`, or for every site without one.
 */
export function chatbotSyncOverrides(api: ApiClient): ResourceOverrides {
  const withIds = <Sync extends { site_id: number }>(syncs: Sync[]) =>
    syncs.map((sync) => ({ ...sync, id: sync.site_id }))
  return {
    'ai-chatbot-sync': {
      getList: async (_resource, { signal }) => {
        const data = withIds(await answerOf(api.GET('/core/v1/ai-chatbots/sync-status', { signal })))
        return { data, total: data.length }
      },
      create: async (_resource, { data }) => {
        const siteId = (data as { site_id?: number }).site_id
        const body = siteId ? { site_id: siteId } : {}
        const started = withIds(await answerOf(api.POST('/core/v1/ai-chatbots/sync-jobs', { body })))
        return { data: started[0] ?? ({ id: 0 } as RaRecord) }
      },
    } as Partial<DataProvider>,
  }
}
