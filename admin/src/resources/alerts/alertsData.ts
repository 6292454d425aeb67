import type { ApiClient } from '@jaunt/api-client'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The page's resource (`tools/alerts`) lives at `/admin/alerts`, simple-rest as it is. */
export const ALERT_RESOURCE = 'tools/alerts'

/** `active-alert`: the alerts showing now to the user (`GET /alerts/active`), for the banner. */
export const alertOverrides = (base: DataProvider, api: ApiClient): ResourceOverrides => ({
  [ALERT_RESOURCE]: atPath(base, 'admin/alerts'),
  'active-alert': {
    getList: async (_resource, { signal }) => {
      const { data } = await answerOf(api.GET('/core/v1/alerts/active', { signal }))
      return { data, total: data.length }
    },
  } as Partial<DataProvider>,
})
