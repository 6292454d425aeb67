import type { HotelRatePlanRecord, HotelRoomTypeRecord, HotelStatusCounts } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'
import { tourOverrides } from '../tours/toursData'

/**
 * The `hotel` resource answers the activity's calls at `/hotels` (list, status, counts); its room
 * types and rate plans are child resources listed under the hotel and written at their own paths.
 */
export function hotelOverrides(
  base: DataProvider,
  httpClient: RaHttpClient,
  root: string,
): ResourceOverrides {
  const send = async <T>(url: string, method = 'GET', body?: unknown) => {
    const { json } = await httpClient(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return json as T
  }
  const child = <T extends { id: number }>(listPath: string, itemPath: string): Partial<DataProvider> =>
    ({
      getManyReference: async (_resource, { id, signal }) => {
        const { json } = await httpClient(`${root}/hotels/${String(id)}/${listPath}`, { signal })
        return json as { data: T[]; total: number }
      },
      getOne: async (_resource, { id }) => ({ data: await send<T>(`${root}/${itemPath}/${String(id)}`) }),
      create: async (_resource, { data }) => {
        const { hotel_id, ...values } = data as { hotel_id: number }
        return { data: await send<T>(`${root}/hotels/${hotel_id}/${listPath}`, 'POST', values) }
      },
      update: async (_resource, { id, data }) => ({
        data: await send<T>(`${root}/${itemPath}/${String(id)}`, 'PUT', data),
      }),
      delete: async (_resource, { id }) => ({
        data: await send<T>(`${root}/${itemPath}/${String(id)}`, 'DELETE'),
      }),
    }) as Partial<DataProvider>
  return {
    hotel: {
      ...tourOverrides(base, httpClient, root, 'hotels'),
      countByStatus: async (_resource: string, { filter }: { filter: object }) => {
        const query = encodeURIComponent(JSON.stringify(filter))
        return send<HotelStatusCounts>(`${root}/hotels/status-wise-count?filter=${query}`)
      },
    },
    'hotel-room-type': child<HotelRoomTypeRecord>('room-types', 'hotel-room-types'),
    'hotel-rate-plan': child<HotelRatePlanRecord>('rate-plans', 'hotel-rate-plans'),
    // The form's choices in one call: features (most popular first) and cancellation policies.
    'hotel-choices': {
      getOne: async () => ({ data: { id: 'all', ...(await send<object>(`${root}/hotel-choices`)) } }),
    } as Partial<DataProvider>,
    'hotel-channel-manager': {
      getList: async () => {
        const { data } = await send<{ data: { id: number; name: string }[] }>(
          `${root}/public/hotels/channel-manager`,
        )
        return { data, total: data.length }
      },
    } as Partial<DataProvider>,
  }
}
