import type { TourStatusCounts } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'
import { tourOverrides } from '../tours/toursData'

/** The admin's `admin-activity` list and editor: every supplier's activities at `/admin/tours`. */
export function adminActivityOverrides(
  base: DataProvider,
  httpClient: RaHttpClient,
  root: string,
): ResourceOverrides {
  return {
    'admin-activity': {
      ...tourOverrides(base, httpClient, root, 'admin/tours'),
      countByStatus: async (_resource: string, { filter }: { filter: object }) => {
        const query = encodeURIComponent(JSON.stringify(filter))
        const { json } = await httpClient(`${root}/admin/tours/status-wise-count?filter=${query}`)
        return json as TourStatusCounts
      },
    },
  }
}
