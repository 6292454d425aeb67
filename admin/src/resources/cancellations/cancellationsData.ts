import type {
  BookingCancelInput,
  BookingCancelResult,
  BookingCancellationRow,
  BookingHistoryEntry,
  BookingRepairInput,
} from '@jaunt/domain'
import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'

const BOOKING_API_BASE = '/booking/v1'

/** The Cancellations pages' resources: the panel's `cancellations`, the admin's `cancellations/new`. */
export const CANCELLATION_RESOURCES = ['cancellations', 'cancellations/new'] as const

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) })

/**
 * A booking's actions as `create`s (cancel, repair), its history as a list, and the
 * cancellations table (`GET /cancellation/data-table`, simple-rest) whose `update` sets a refund's status.
 */
export function cancellationOverrides(httpClient: RaHttpClient, apiBase: string) {
  const root = `${apiBase}${BOOKING_API_BASE}`
  const rest = simpleRestProvider(root, httpClient)
  const table = {
    getList: (_resource, params) => rest.getList('cancellation/data-table', params),
    getOne: async (_resource, { id, signal }) => {
      const { json } = await httpClient(`${root}/cancellation/${encodeURIComponent(String(id))}`, { signal })
      return { data: json as BookingCancellationRow }
    },
    update: async (_resource, { id, data }) => {
      const { json } = await httpClient(
        `${root}/cancellation/${encodeURIComponent(String(id))}/refund-status`,
        {
          method: 'PUT',
          body: JSON.stringify({ refund_status: (data as BookingCancellationRow).refund_status }),
        },
      )
      return { data: json as BookingCancellationRow }
    },
  } as Partial<DataProvider>
  return {
    ...Object.fromEntries(CANCELLATION_RESOURCES.map((name) => [name, table])),
    'booking-cancel': {
      create: async (_resource: string, { data }: { data: unknown }) => {
        const { json } = await httpClient(`${root}/cancel-reservation`, post(data as BookingCancelInput))
        return {
          data: { ...(json as BookingCancelResult), id: (data as BookingCancelInput).reservation_ref },
        }
      },
    } as Partial<DataProvider>,
    'booking-repair': {
      create: async (_resource: string, { data }: { data: unknown }) => {
        const { ref, ...body } = data as BookingRepairInput & { ref: string }
        await httpClient(`${root}/reservation/${encodeURIComponent(ref)}/repair`, post(body))
        return { data: { id: ref } }
      },
    } as Partial<DataProvider>,
    'booking-history': {
      getList: async (
        _resource: string,
        { filter, signal }: { filter: { ref: string }; signal?: AbortSignal },
      ) => {
        const { json } = await httpClient(`${root}/reservation/${encodeURIComponent(filter.ref)}/history`, {
          signal,
        })
        const data = json as BookingHistoryEntry[]
        return { data, total: data.length }
      },
    } as Partial<DataProvider>,
  }
}
