import type {
  DateAvailability,
  DateRange,
  OptionWithDate,
  TicketCheck,
  TourDetail,
  TourSelection,
} from '@jaunt/domain'
import type { HttpClient } from '../http'

const AVAILABILITY = '/availability/public/tour'

/** How a product page is asked for: its site's default language is the texts' second choice. */
export interface ProductDetailOptions {
  siteId?: number | null
  signal?: AbortSignal
}

export const productDetailRequest = ({ siteId, signal }: ProductDetailOptions = {}) => ({
  signal,
  ...(siteId ? { query: { site_id: siteId } } : {}),
})

/** A ticketed product (activity, event, attraction, restaurant, rental) with its options and tickets. */
export function getTour(
  http: HttpClient,
  tourId: number,
  options?: ProductDetailOptions,
): Promise<TourDetail> {
  return http.get<TourDetail>(`/core/public/tours/${tourId}`, productDetailRequest(options))
}

/** Per day in a range of at most 93 days: places left on the best open departure. */
export function getTourAvailableDates(
  http: HttpClient,
  tourId: number,
  range: DateRange & { option_id?: number | null },
  signal?: AbortSignal,
): Promise<DateAvailability[]> {
  return http.post<DateAvailability[]>(`${AVAILABILITY}/${tourId}/available-dates`, range, { signal })
}

/** The product's options with their departures on one date. */
export function getTourOptionsWithDate(
  http: HttpClient,
  tourId: number,
  date: string,
  signal?: AbortSignal,
): Promise<OptionWithDate[]> {
  return http.post<OptionWithDate[]>(`${AVAILABILITY}/${tourId}/options-with-date`, { date }, { signal })
}

/** Whether a choice of tickets can be booked on a departure, priced by the server. */
export function checkTicketAvailability(
  http: HttpClient,
  tourId: number,
  selection: TourSelection,
  signal?: AbortSignal,
): Promise<TicketCheck> {
  return http.post<TicketCheck>(`${AVAILABILITY}/${tourId}/ticket-availability`, selection, { signal })
}
