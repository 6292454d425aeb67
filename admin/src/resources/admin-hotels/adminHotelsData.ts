import type { HotelStatusCounts } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'
import { tourOverrides } from '../tours/toursData'

/** The admin's `admin-hotel` list: every supplier's hotels at `/admin/hotels`, with its status calls and counts. */
export function adminHotelOverrides(
  base: DataProvider,
  httpClient: RaHttpClient,
  root: string,
): ResourceOverrides {
  return {
    'admin-hotel': {
      ...tourOverrides(base, httpClient, root, 'admin/hotels'),
      countByStatus: async (_resource: string, { filter }: { filter: object }) => {
        const query = encodeURIComponent(JSON.stringify(filter))
        const { json } = await httpClient(`${root}/admin/hotels/status-wise-count?filter=${query}`)
        return json as HotelStatusCounts
      },
    },
  }
}
