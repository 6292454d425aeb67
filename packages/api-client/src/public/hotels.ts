import type { DateRange, HotelAvailability, HotelDetail, HotelFeature } from '@jaunt/domain'
import type { HttpClient } from '../http'
import { productDetailRequest, type ProductDetailOptions } from './tours'

const AVAILABILITY = '/availability/public/hotel'

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
  return http.get<HotelDetail>(`/core/public/listing-hotel/${hotelId}`, productDetailRequest(options))
}

/** Room types and rate plans for a stay, priced by the server, with rooms left and restrictions. */
export function getHotelAvailability(
  http: HttpClient,
  hotelId: number,
  stay: HotelStayQuery,
  signal?: AbortSignal,
): Promise<HotelAvailability> {
  return http.post<HotelAvailability>(`${AVAILABILITY}/${hotelId}/availability`, stay, { signal })
}

/** Days in a range with at least one room free. */
export function getHotelAvailableDates(
  http: HttpClient,
  hotelId: number,
  range: DateRange,
  signal?: AbortSignal,
): Promise<string[]> {
  return http.post<string[]>(`${AVAILABILITY}/${hotelId}/available-dates`, range, { signal })
}

/** Days in a range with no room free: they cannot be a night of the stay. */
export function getHotelEmptyDates(
  http: HttpClient,
  hotelId: number,
  range: DateRange,
  signal?: AbortSignal,
): Promise<string[]> {
  return http.post<string[]>(`${AVAILABILITY}/${hotelId}/empty-dates`, range, { signal })
}

/** A hotel's features; only the most popular ones unless `all`. */
export function getHotelFeatures(
  http: HttpClient,
  hotelId: number,
  options: { all?: boolean } = {},
  signal?: AbortSignal,
): Promise<HotelFeature[]> {
  return http.get<HotelFeature[]>(`/core/public/${hotelId}/hotel-feature`, {
    query: { most_popular: options.all ? undefined : 'true' },
    signal,
  })
}
