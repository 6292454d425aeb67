import type {
  DateAvailability,
  DateRange,
  OptionWithDate,
  TicketCheck,
  TourDetail,
  TourSelection,
} from '@jaunt/domain'
import type { HttpClient } from '../http'
import { typedCall } from '../typed/typedCall'

/** How a product page is asked for: its site's default language is the texts' second choice. */
export interface ProductDetailOptions {
  siteId?: number | null
  signal?: AbortSignal
}

export const productDetailRequest = (id: number, { siteId, signal }: ProductDetailOptions = {}) => ({
  params: { path: { id }, query: siteId ? { site_id: siteId } : {} },
  signal,
})

/** A ticketed product (activity, event, attraction, restaurant, rental) with its options and tickets. */
export function getTour(
  http: HttpClient,
  tourId: number,
  options?: ProductDetailOptions,
): Promise<TourDetail> {
  return typedCall(http, 'get', '/core/public/tours/{id}', productDetailRequest(tourId, options))
}

/** Per day in a range of at most 93 days: places left on the best open departure. */
export function getTourAvailableDates(
  http: HttpClient,
  tourId: number,
  range: DateRange & { option_id?: number | null },
  signal?: AbortSignal,
): Promise<DateAvailability[]> {
  return typedCall(http, 'post', '/availability/public/tour/{id}/available-dates', {
    params: { path: { id: tourId } },
    body: range,
    signal,
  })
}

/** The product's options with their departures on one date. */
export function getTourOptionsWithDate(
  http: HttpClient,
  tourId: number,
  date: string,
  signal?: AbortSignal,
): Promise<OptionWithDate[]> {
  return typedCall(http, 'post', '/availability/public/tour/{id}/options-with-date', {
    params: { path: { id: tourId } },
    body: { date },
    signal,
  })
}

/** Whether a choice of tickets can be booked on a departure, priced by the server. */
export function checkTicketAvailability(
  http: HttpClient,
  tourId: number,
  selection: TourSelection,
  signal?: AbortSignal,
): Promise<TicketCheck> {
  return typedCall(http, 'post', '/availability/public/tour/{id}/ticket-availability', {
    params: { path: { id: tourId } },
    body: selection,
    signal,
  })
}
