import type { CancellableDepartures, PartialRefundResult, WorkflowStatus } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'

/**
 * The bulk cancellation page's calls under `/booking/v1`: an option's departures (`getOne` by the
 * option's id), starting a cancellation and following its workflow (`create`, then `getOne` by the
 * workflow id), and a partial refund of one booking (`create`).
 */
export function bulkCancellationOverrides(
  httpClient: RaHttpClient,
  apiBase: string,
): Record<string, Partial<DataProvider>> {
  const root = `${apiBase}/booking/v1`
  return {
    'bulk-cancel-departures': {
      getOne: async (_resource, { id }) => {
        const { json } = await httpClient(`${root}/bulk-cancel-reservation/options/${id}/departures`)
        return { data: { id, ...(json as CancellableDepartures) } }
      },
    } as Partial<DataProvider>,
    'bulk-cancellation': {
      create: async (_resource, { data }) => {
        const { json } = await httpClient(`${root}/bulk-cancel-reservation`, {
          method: 'POST',
          body: JSON.stringify(data),
        })
        const status = json as WorkflowStatus
        return { data: { id: status.workflow_id, ...status } }
      },
      getOne: async (_resource, { id }) => {
        const { json } = await httpClient(`${root}/check-workflow-status`, {
          method: 'POST',
          body: JSON.stringify({ workflow_id: id }),
        })
        return { data: { id, ...(json as WorkflowStatus) } }
      },
    } as Partial<DataProvider>,
    'partial-refund': {
      create: async (_resource, { data }) => {
        const { reservation_id, ...refund } = data as { reservation_id: number }
        const { json } = await httpClient(`${root}/reservation/${reservation_id}/partial-refund`, {
          method: 'POST',
          body: JSON.stringify(refund),
        })
        return { data: { id: reservation_id, ...(json as PartialRefundResult) } }
      },
    } as Partial<DataProvider>,
  }
}
