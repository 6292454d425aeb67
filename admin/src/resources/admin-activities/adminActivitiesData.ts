import type { ApiClient } from '@jaunt/api-client'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'
import { tourOverrides } from '../tours/toursData'

/** The admin's `admin-activity` list and editor: every supplier's activities at `/admin/tours`. */
export function adminActivityOverrides(base: DataProvider, api: ApiClient): ResourceOverrides {
  return {
    'admin-activity': {
      ...tourOverrides(base, api, 'admin/tours'),
      countByStatus: async (_resource: string, { filter }: { filter: object }) =>
        answerOf(
          api.GET('/core/v1/admin/tours/status-wise-count', {
            params: { query: { filter: JSON.stringify(filter) } },
          }),
        ),
    },
  }
}
