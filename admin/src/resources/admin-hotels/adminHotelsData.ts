import type { ApiClient } from '@jaunt/api-client'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'
import { tourOverrides } from '../tours/toursData'

/** The admin's `admin-hotel` list: every supplier's hotels at `/admin/hotels`, with its status calls and counts. */
export function adminHotelOverrides(base: DataProvider, api: ApiClient): ResourceOverrides {
  return {
    'admin-hotel': {
      ...tourOverrides(base, api, 'admin/hotels'),
      countByStatus: async (_resource: string, { filter }: { filter: object }) =>
        answerOf(
          api.GET('/core/v1/admin/hotels/status-wise-count', {
            params: { query: { filter: JSON.stringify(filter) } },
          }),
        ),
    },
  }
}
