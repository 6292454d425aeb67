import type {
  BookingCancelResult,
  PackageBookingDetail,
  ReservationDetail,
  ResendConfirmation,
} from '@jaunt/domain'
import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider, GetListParams } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'

// The booking service's base: the spec's reservation calls live there, not under /core/v1.
export const BOOKING_API_BASE = '/booking/v1'

/** The resource names of the Reservations pages: the panel's `reservations`, the admin's `bookings`. */
export const RESERVATION_RESOURCES = ['reservations', 'bookings'] as const

/**
 * The Reservations table (`GET /reservation/data-table`, simple-rest), one booking by its ref
 * (`GET /reservation/{ref}`), and resending its confirmation as a `create` on `reservation-confirmation`.
 */
export function reservationOverrides(httpClient: RaHttpClient, apiBase: string) {
  const root = `${apiBase}${BOOKING_API_BASE}`
  const rest = simpleRestProvider(root, httpClient)
  const table = {
    getList: (_resource, params) => rest.getList('reservation/data-table', params),
    getOne: async (_resource, { id, signal }) => {
      const { json } = await httpClient(`${root}/reservation/${encodeURIComponent(String(id))}`, { signal })
      return { data: json as ReservationDetail }
    },
  } as Partial<DataProvider>
  return {
    ...Object.fromEntries(RESERVATION_RESOURCES.map((name) => [name, table])),
    // A booked package, named `{payment_ref}/{id}` as its page is, and its cancellation.
    'package-bookings': {
      getOne: async (_resource: string, { id, signal }: { id: unknown; signal?: AbortSignal }) => {
        const path = String(id).split('/').map(encodeURIComponent).join('/')
        const { json } = await httpClient(`${root}/reservation/package/${path}`, { signal })
        return { data: json as PackageBookingDetail }
      },
    } as Partial<DataProvider>,
    'package-booking-cancel': {
      create: async (_resource: string, { data }: { data: unknown }) => {
        const { id, ...body } = data as { id: string }
        const path = id.split('/').map(encodeURIComponent).join('/')
        const { json } = await httpClient(`${root}/reservation/package/${path}/cancel`, {
          method: 'POST',
          body: JSON.stringify(body),
        })
        return { data: { ...(json as BookingCancelResult), id } }
      },
    } as Partial<DataProvider>,
    'reservation-confirmation': {
      create: async (_resource: string, { data }: { data: unknown }) => {
        const ref = encodeURIComponent(String((data as { id: string }).id))
        const { json } = await httpClient(`${root}/reservation/${ref}/resend-confirmation`, {
          method: 'POST',
        })
        return { data: { ...(json as ResendConfirmation), id: (json as ResendConfirmation).reservation_ref } }
      },
    } as Partial<DataProvider>,
  }
}

export type ExportFormat = 'xlsx' | 'csv'

/** The export's URL: the table's search, filters and sort, every row. */
export function reservationExportUrl(
  apiBase: string,
  format: ExportFormat,
  { filter, sort }: Pick<GetListParams, 'filter' | 'sort'>,
) {
  const query = new URLSearchParams({ format, filter: JSON.stringify(filter ?? {}) })
  if (sort?.field) query.set('sort', JSON.stringify([sort.field, sort.order]))
  return `${apiBase}${BOOKING_API_BASE}/reservation/data-table/export?${query}`
}
