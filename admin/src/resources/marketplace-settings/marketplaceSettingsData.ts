import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

export const MARKETPLACE_SETTING_RESOURCE = 'marketplace-setting'

/** One group of the admin's Settings pages, its id the group: `/admin/settings/{group}`, read and replaced whole. */
export function marketplaceSettingOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const url = (group: unknown) => `${root}/admin/settings/${String(group)}`
  return {
    [MARKETPLACE_SETTING_RESOURCE]: {
      getOne: async (_resource, { id, signal }) => {
        const { json } = await httpClient(url(id), { signal: signal ?? undefined })
        return { data: { ...(json as object), id } }
      },
      update: async (_resource, { id, data }) => {
        const { id: _id, ...body } = data as Record<string, unknown>
        const { json } = await httpClient(url(id), { method: 'PUT', body: JSON.stringify(body) })
        return { data: { ...(json as object), id } }
      },
    } as Partial<DataProvider>,
  }
}
