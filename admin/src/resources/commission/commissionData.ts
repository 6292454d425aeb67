import type { ApiClient } from '@jaunt/api-client'
import type { CommissionSettingsValues } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** `settings/commission-categories`: the category tree with each category's commission. */
export const COMMISSION_CATEGORY_RESOURCE = 'settings/commission-categories'
/** `settings/commission`: the partner sites' shares, listed and edited one by one. */
export const PARTNER_SHARE_RESOURCE = 'settings/commission'
/** The marketplace's default commission: one record, whatever the id. */
export const COMMISSION_SETTINGS_RESOURCE = 'commission-settings'

export const commissionOverrides = (base: DataProvider, api: ApiClient): ResourceOverrides => ({
  [COMMISSION_CATEGORY_RESOURCE]: atPath(base, 'commission-categories'),
  [PARTNER_SHARE_RESOURCE]: atPath(base, 'admin/commission/partner-shares'),
  [COMMISSION_SETTINGS_RESOURCE]: {
    getOne: async (_resource, { signal }) => ({
      data: { id: 'default', ...(await answerOf(api.GET('/core/v1/admin/commission', { signal }))) },
    }),
    update: async (_resource, { data }) => {
      const { default_percent } = data as CommissionSettingsValues
      const saved = await answerOf(api.PUT('/core/v1/admin/commission', { body: { default_percent } }))
      return { data: { id: 'default', ...saved } }
    },
  } as Partial<DataProvider>,
})
