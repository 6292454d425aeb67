import type { ApiClient } from '@jaunt/api-client'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'
import { tourOverrides } from '../tours/toursData'
import { ratePlanOverrides, roomTypeOverrides } from './hotelChildrenData'

/**
 * The `hotel` resource answers the activity's calls at `/hotels` (list, status, counts); its room
 * types and rate plans are child resources listed under the hotel and written at their own paths.
 */
export function hotelOverrides(base: DataProvider, api: ApiClient): ResourceOverrides {
  return {
    hotel: {
      ...tourOverrides(base, api, 'hotels'),
      countByStatus: async (_resource: string, { filter }: { filter: object }) =>
        answerOf(
          api.GET('/core/v1/hotels/status-wise-count', {
            params: { query: { filter: JSON.stringify(filter) } },
          }),
        ),
    },
    'hotel-room-type': roomTypeOverrides(api),
    'hotel-rate-plan': ratePlanOverrides(api),
    // The form's choices in one call: features (most popular first) and cancellation policies.
    'hotel-choices': {
      getOne: async (_resource, { signal }) => ({
        data: { id: 'all', ...(await answerOf(api.GET('/core/v1/hotel-choices', { signal }))) },
      }),
    } as Partial<DataProvider>,
    'hotel-channel-manager': {
      getList: async (_resource, { signal }) => {
        const { data } = await answerOf(api.GET('/core/v1/public/hotels/channel-manager', { signal }))
        return { data, total: data.length }
      },
    } as Partial<DataProvider>,
  }
}
