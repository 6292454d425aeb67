import type {
  HotelCalendar,
  HotelCalendarChange,
  HotelCalendarChangeResult,
  HotelCalendarHotel,
  HotelRoomRate,
} from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body ?? {}) })

/**
 * The Accommodation Calendar's calls: `hotel-calendar-hotel` (the supplier's hotels),
 * `hotel-room-rate` (a hotel's room types and rate plans), `hotel-calendar` (a hotel's nights in a
 * range, by the hotel's id) and `hotel-calendar-change` (a command).
 */
export function hotelCalendarOverrides(httpClient: RaHttpClient, apiBase: string): ResourceOverrides {
  const hotel = (id: unknown) => `${apiBase}/availability/v1/hotel/${id}`
  return {
    'hotel-calendar-hotel': {
      getList: async () => {
        const { json } = await httpClient(`${apiBase}/core/v1/hotels/booking-service-list`, post({}))
        const data = json as HotelCalendarHotel[]
        return { data, total: data.length }
      },
    } as Partial<DataProvider>,
    'hotel-room-rate': {
      getList: async (_resource, { filter }) => {
        const { json } = await httpClient(`${hotel(filter.hotel_id)}/room-rate?with_name=true`)
        const data = (json as HotelRoomRate[]).map((room) => ({ id: room.room_type_id, ...room }))
        return { data, total: data.length }
      },
    } as Partial<DataProvider>,
    'hotel-calendar': {
      getOne: async (_resource, { id, meta }) => {
        const { json } = await httpClient(`${hotel(id)}/calendar`, post(meta))
        return { data: { id, ...(json as HotelCalendar) } }
      },
    } as Partial<DataProvider>,
    'hotel-calendar-change': {
      create: async (_resource, { data, meta }) => {
        const { json } = await httpClient(
          `${hotel(meta.hotel_id)}/room-rate-price/calendar`,
          post(data as HotelCalendarChange),
        )
        // react-admin caches what create returns by id: the change has none of its own.
        return { data: { id: Date.now(), ...(json as HotelCalendarChangeResult) } }
      },
    } as Partial<DataProvider>,
  }
}
