import type { ApiClient } from '@jaunt/api-client'
import type { BulkCancelInput, PartialRefundInput } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'

/**
 * The bulk cancellation page's calls under `/booking/v1`: an option's departures (`getOne` by the
 * option's id), starting a cancellation and following its workflow (`create`, then `getOne` by the
 * workflow id), and a partial refund of one booking (`create`).
 */
export function bulkCancellationOverrides(api: ApiClient): Record<string, Partial<DataProvider>> {
  return {
    'bulk-cancel-departures': {
      getOne: async (_resource, { id, signal }) => {
        const params = { path: { id: Number(id) } }
        const departures = await answerOf(
          api.GET('/booking/v1/bulk-cancel-reservation/options/{id}/departures', { params, signal }),
        )
        return { data: { id, ...departures } }
      },
    } as Partial<DataProvider>,
    'bulk-cancellation': {
      create: async (_resource, { data }) => {
        const body = data as BulkCancelInput
        const status = await answerOf(api.POST('/booking/v1/bulk-cancel-reservation', { body }))
        return { data: { id: status.workflow_id, ...status } }
      },
      getOne: async (_resource, { id, signal }) => {
        const body = { workflow_id: String(id) }
        const status = await answerOf(api.POST('/booking/v1/check-workflow-status', { body, signal }))
        return { data: { id, ...status } }
      },
    } as Partial<DataProvider>,
    'partial-refund': {
      create: async (_resource, { data }) => {
        const { reservation_id, ...body } = data as PartialRefundInput & { reservation_id: number }
        const params = { path: { id: reservation_id } }
        const refund = await answerOf(
          api.POST('/booking/v1/reservation/{id}/partial-refund', { params, body }),
        )
        return { data: { id: reservation_id, ...refund } }
      },
    } as Partial<DataProvider>,
  }
}
