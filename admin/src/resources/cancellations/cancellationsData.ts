import type { ApiClient } from '@jaunt/api-client'
import type { BookingCancelValues, BookingRefundStatusInput, BookingRepairInput } from '@jaunt/domain'
import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { RaHttpClient } from '../../data/httpClient'

const BOOKING_API_BASE = '/booking/v1'

/** The Cancellations pages' resources: the panel's `cancellations`, the admin's `cancellations/new`. */
export const CANCELLATION_RESOURCES = ['cancellations', 'cancellations/new'] as const

const cancellation = (id: unknown) => ({ params: { path: { id: Number(id) } } })
const booking = (ref: string) => ({ params: { path: { ref } } })

/**
 * A booking's actions as `create`s (cancel, repair), its history as a list, and the
 * cancellations table (`GET /cancellation/data-table`, simple-rest) whose `update` sets a refund's status.
 */
export function cancellationOverrides(httpClient: RaHttpClient, apiBase: string, api: ApiClient) {
  const rest = simpleRestProvider(`${apiBase}${BOOKING_API_BASE}`, httpClient)
  const table = {
    getList: (_resource, params) => rest.getList('cancellation/data-table', params),
    getOne: async (_resource, { id, signal }) => ({
      data: await answerOf(api.GET('/booking/v1/cancellation/{id}', { ...cancellation(id), signal })),
    }),
    update: async (_resource, { id, data }) => {
      const { refund_status } = data as BookingRefundStatusInput
      const body = { refund_status }
      return {
        data: await answerOf(
          api.PUT('/booking/v1/cancellation/{id}/refund-status', { ...cancellation(id), body }),
        ),
      }
    },
  } as Partial<DataProvider>
  return {
    ...Object.fromEntries(CANCELLATION_RESOURCES.map((name) => [name, table])),
    'booking-cancel': {
      create: async (_resource: string, { data }: { data: unknown }) => {
        const body = data as BookingCancelValues
        const result = await answerOf(api.POST('/booking/v1/cancel-reservation', { body }))
        return { data: { ...result, id: body.reservation_ref } }
      },
    } as Partial<DataProvider>,
    'booking-repair': {
      create: async (_resource: string, { data }: { data: unknown }) => {
        const { ref, ...body } = data as BookingRepairInput & { ref: string }
        await answerOf(api.POST('/booking/v1/reservation/{ref}/repair', { ...booking(ref), body }))
        return { data: { id: ref } }
      },
    } as Partial<DataProvider>,
    'booking-history': {
      getList: async (
        _resource: string,
        { filter, signal }: { filter: { ref: string }; signal?: AbortSignal },
      ) => {
        const data = await answerOf(
          api.GET('/booking/v1/reservation/{ref}/history', { ...booking(filter.ref), signal }),
        )
        return { data, total: data.length }
      },
    } as Partial<DataProvider>,
  }
}
