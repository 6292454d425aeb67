import type { ApiClient } from '@jaunt/api-client'
import type { PackageBookingCancelInput } from '@jaunt/domain'
import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider, GetListParams } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import { serverFile } from '../../data/serverFile'
import { refusal, type RaHttpClient } from '../../data/httpClient'

// The booking service's base: the spec's reservation calls live there, not under /core/v1.
export const BOOKING_API_BASE = '/booking/v1'

/** The resource names of the Reservations pages: the panel's `reservations`, the admin's `bookings`. */
export const RESERVATION_RESOURCES = ['reservations', 'bookings'] as const

/** A booked package's id as its page names it, `{payment_ref}/{id}`, as the path's two parameters. */
function packageBooking(id: unknown) {
  const [payment_ref = '', bookingId, ...rest] = String(id).split('/')
  // A name of another shape is no booked package: the server's 404 for an unknown path.
  if (!payment_ref || !/^\d+$/.test(bookingId ?? '') || rest.length) throw refusal(404, undefined)
  return { params: { path: { payment_ref, id: Number(bookingId) } } }
}

/**
 * The Reservations table (`GET /reservation/data-table`, simple-rest), one booking by its ref
 * (`GET /reservation/{ref}`), and resending its confirmation as a `create` on `reservation-confirmation`.
 */
export function reservationOverrides(httpClient: RaHttpClient, apiBase: string, api: ApiClient) {
  // The table keeps simple-rest's conventions (`filter`, `range`, `sort`, `Content-Range`).
  const rest = simpleRestProvider(`${apiBase}${BOOKING_API_BASE}`, httpClient)
  const table = {
    getList: (_resource, params) => rest.getList('reservation/data-table', params),
    getOne: async (_resource, { id, signal }) => ({
      data: await answerOf(
        api.GET('/booking/v1/reservation/{ref}', { params: { path: { ref: String(id) } }, signal }),
      ),
    }),
  } as Partial<DataProvider>
  return {
    ...Object.fromEntries(RESERVATION_RESOURCES.map((name) => [name, table])),
    // A booked package, named `{payment_ref}/{id}` as its page is, and its cancellation.
    'package-bookings': {
      getOne: async (_resource: string, { id, signal }: { id: unknown; signal?: AbortSignal }) => ({
        data: await answerOf(
          api.GET('/booking/v1/reservation/package/{payment_ref}/{id}', { ...packageBooking(id), signal }),
        ),
      }),
    } as Partial<DataProvider>,
    'package-booking-cancel': {
      create: async (_resource: string, { data }: { data: unknown }) => {
        const { id, ...body } = data as { id: string } & Required<PackageBookingCancelInput>
        const cancelled = await answerOf(
          api.POST('/booking/v1/reservation/package/{payment_ref}/{id}/cancel', {
            ...packageBooking(id),
            body,
          }),
        )
        return { data: { ...cancelled, id } }
      },
    } as Partial<DataProvider>,
    'reservation-confirmation': {
      create: async (_resource: string, { data }: { data: unknown }) => {
        const ref = String((data as { id: string }).id)
        const sent = await answerOf(
          api.POST('/booking/v1/reservation/{ref}/resend-confirmation', { params: { path: { ref } } }),
        )
        return { data: { ...sent, id: sent.reservation_ref } }
      },
    } as Partial<DataProvider>,
  }
}

export type ExportFormat = 'xlsx' | 'csv'

/**
 * Every booking under the table's search, filters and sort, as the server writes the file, and the
 * file's name from its `Content-Disposition`; a refusal is thrown as any other call's.
 */
export function reservationExport(
  api: ApiClient,
  format: ExportFormat,
  { filter, sort }: Pick<GetListParams, 'filter' | 'sort'>,
) {
  const query = {
    format,
    filter: JSON.stringify(filter ?? {}),
    ...(sort?.field ? { sort: JSON.stringify([sort.field, sort.order]) } : {}),
  }
  return serverFile(
    api.GET('/booking/v1/reservation/data-table/export', { params: { query }, parseAs: 'blob' }),
    `reservations.${format}`,
  )
}
