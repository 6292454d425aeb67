import type { ApiClient } from '@jaunt/api-client'
import { MARKETPLACE_SETTING_GROUPS, type MarketplaceSettingGroup } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import { checkedBody } from '../../data/checkedBody'
import type { ResourceOverrides } from '../../data/overrides'

export const MARKETPLACE_SETTING_RESOURCE = 'marketplace-setting'

/** One group of the admin's Settings pages, its id the group: `/admin/settings/{group}`, read and replaced whole. */
export function marketplaceSettingOverrides(api: ApiClient): ResourceOverrides {
  const groupOf = (id: unknown) => {
    if (!(String(id) in MARKETPLACE_SETTING_GROUPS)) throw new Error(`No settings group ${String(id)}`)
    return id as MarketplaceSettingGroup
  }
  const path = (id: unknown) => `/core/v1/admin/settings/${groupOf(id)}` as const
  return {
    [MARKETPLACE_SETTING_RESOURCE]: {
      getOne: async (_resource, { id, signal }) => ({
        data: { ...(await answerOf(api.GET(path(id), { signal }))), id },
      }),
      update: async (_resource, { id, data }) => {
        const body = checkedBody(MARKETPLACE_SETTING_GROUPS[groupOf(id)], data)
        return { data: { ...(await answerOf(api.PUT(path(id), { body }))), id } }
      },
    } as Partial<DataProvider>,
  }
}
