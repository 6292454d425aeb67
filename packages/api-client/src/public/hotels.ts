import type { DateRange, HotelAvailability, HotelDetail, HotelFeature } from '@jaunt/domain'
import type { HttpClient } from '../http'
import { typedCall } from '../typed/typedCall'
import { productDetailRequest, type ProductDetailOptions } from './tours'

export interface HotelStayQuery {
  check_in: string
  check_out: string
  adults: number
  children: number
  rooms: number
}

/** A hotel with its room types. */
export function getHotel(
  http: HttpClient,
  hotelId: number,
  options?: ProductDetailOptions,
): Promise<HotelDetail> {
  return typedCall(http, 'get', '/core/public/listing-hotel/{id}', productDetailRequest(hotelId, options))
}

/** Room types and rate plans for a stay, priced by the server, with rooms left and restrictions. */
export function getHotelAvailability(
  http: HttpClient,
  hotelId: number,
  stay: HotelStayQuery,
  signal?: AbortSignal,
): Promise<HotelAvailability> {
  return typedCall(http, 'post', '/availability/public/hotel/{id}/availability', {
    params: { path: { id: hotelId } },
    body: stay,
    signal,
  })
}

/** Days in a range with at least one room free. */
export function getHotelAvailableDates(
  http: HttpClient,
  hotelId: number,
  range: DateRange,
  signal?: AbortSignal,
): Promise<string[]> {
  return typedCall(http, 'post', '/availability/public/hotel/{id}/available-dates', {
    params: { path: { id: hotelId } },
    body: range,
    signal,
  })
}

/** Days in a range with no room free: they cannot be a night of the stay. */
export function getHotelEmptyDates(
  http: HttpClient,
  hotelId: number,
  range: DateRange,
  signal?: AbortSignal,
): Promise<string[]> {
  return typedCall(http, 'post', '/availability/public/hotel/{id}/empty-dates', {
    params: { path: { id: hotelId } },
    body: range,
    signal,
  })
}

/** A hotel's features; only the most popular ones unless `all`. */
export function getHotelFeatures(
  http: HttpClient,
  hotelId: number,
  options: { all?: boolean } = {},
  signal?: AbortSignal,
): Promise<HotelFeature[]> {
  const answer = typedCall(http, 'get', '/core/public/{id}/hotel-feature', {
    params: { path: { id: hotelId }, query: { most_popular: options.all ? undefined : 'true' } },
    signal,
  })
  return answer
}
