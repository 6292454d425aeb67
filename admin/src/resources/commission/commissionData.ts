import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'
import type { RaHttpClient } from '../../data/httpClient'

/** `settings/commission-categories`: the category tree with each category's commission. */
export const COMMISSION_CATEGORY_RESOURCE = 'settings/commission-categories'
/** `settings/commission`: the partner sites' shares, listed and edited one by one. */
export const PARTNER_SHARE_RESOURCE = 'settings/commission'
/** The marketplace's default commission: one record, whatever the id. */
export const COMMISSION_SETTINGS_RESOURCE = 'commission-settings'

export const commissionOverrides = (
  base: DataProvider,
  httpClient: RaHttpClient,
  root: string,
): ResourceOverrides => ({
  [COMMISSION_CATEGORY_RESOURCE]: atPath(base, 'commission-categories'),
  [PARTNER_SHARE_RESOURCE]: atPath(base, 'admin/commission/partner-shares'),
  [COMMISSION_SETTINGS_RESOURCE]: {
    getOne: async () => {
      const { json } = await httpClient(`${root}/admin/commission`)
      return { data: { id: 'default', ...(json as object) } } as never
    },
    update: async (_resource, params) => {
      const { json } = await httpClient(`${root}/admin/commission`, {
        method: 'PUT',
        body: JSON.stringify({
          default_percent: (params.data as { default_percent: unknown }).default_percent,
        }),
      })
      return { data: { id: 'default', ...(json as object) } } as never
    },
  },
})
