import type { VoucherCodeCounts, VoucherImportResult } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/**
 * A ticket's voucher codes (`tour-voucher-code`): listed by simple-rest at `/tour-voucher-codes`
 * (filter `ticket_id`, total in Content-Range) and deleted one by one there. Loading a file, clearing
 * and counting are commands on their own resources, so their errors reach the page the same way.
 */
export function tourVoucherCodeOverrides(
  base: DataProvider,
  httpClient: RaHttpClient,
  root: string,
): ResourceOverrides {
  const codes = `${root}/tour-voucher-codes`
  return {
    'tour-voucher-code': atPath(base, 'tour-voucher-codes'),
    'tour-voucher-count': {
      getOne: async (_resource, { id, signal }) => {
        const { json } = await httpClient(`${codes}/counts?ticket_id=${String(id)}`, { signal })
        return { data: { ...(json as VoucherCodeCounts), id } }
      },
    },
    'tour-voucher-import': {
      create: async (_resource, { data }) => {
        const { ticket_id, file } = data as { ticket_id: number; file: File }
        const body = new FormData()
        body.append('file', file)
        const { json } = await httpClient(`${codes}/import?ticket_id=${ticket_id}`, { method: 'POST', body })
        return { data: { ...(json as VoucherImportResult), id: ticket_id } }
      },
    },
    'tour-voucher-clear': {
      create: async (_resource, { data }) => {
        const { ticket_id } = data as { ticket_id: number }
        const { json } = await httpClient(`${codes}?ticket_id=${ticket_id}`, { method: 'DELETE' })
        return { data: { ...(json as { deleted: number }), id: ticket_id } }
      },
    },
  } as ResourceOverrides
}
