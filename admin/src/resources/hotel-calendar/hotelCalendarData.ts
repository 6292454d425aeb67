import type { ApiClient } from '@jaunt/api-client'
import type { HotelCalendarChangeValues, HotelCalendarQuery } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

const hotel = (id: unknown) => ({ path: { id: Number(id) } })

/**
 * The Accommodation Calendar's calls: `hotel-calendar-hotel` (the supplier's hotels),
 * `hotel-room-rate` (a hotel's room types and rate plans), `hotel-calendar` (a hotel's nights in a
 * range, by the hotel's id) and `hotel-calendar-change` (a command).
 */
export function hotelCalendarOverrides(api: ApiClient): ResourceOverrides {
  return {
    'hotel-calendar-hotel': {
      getList: async (_resource, { signal }) => {
        const data = await answerOf(api.POST('/core/v1/hotels/booking-service-list', { signal }))
        return { data, total: data.length }
      },
    } as Partial<DataProvider>,
    'hotel-room-rate': {
      getList: async (_resource, { filter, signal }) => {
        const params = { ...hotel(filter.hotel_id), query: { with_name: 'true' as const } }
        const rooms = await answerOf(api.GET('/availability/v1/hotel/{id}/room-rate', { params, signal }))
        const data = rooms.map((room) => ({ id: room.room_type_id, ...room }))
        return { data, total: data.length }
      },
    } as Partial<DataProvider>,
    'hotel-calendar': {
      getOne: async (_resource, { id, meta, signal }) => {
        const body = meta as HotelCalendarQuery
        const calendar = await answerOf(
          api.POST('/availability/v1/hotel/{id}/calendar', { params: hotel(id), body, signal }),
        )
        return { data: { id, ...calendar } }
      },
    } as Partial<DataProvider>,
    'hotel-calendar-change': {
      create: async (_resource, { data, meta }) => {
        const result = await answerOf(
          api.POST('/availability/v1/hotel/{id}/room-rate-price/calendar', {
            params: hotel(meta.hotel_id),
            body: data as HotelCalendarChangeValues,
          }),
        )
        // react-admin caches what create returns by id: the change has none of its own.
        return { data: { id: Date.now(), ...result } }
      },
    } as Partial<DataProvider>,
  }
}
