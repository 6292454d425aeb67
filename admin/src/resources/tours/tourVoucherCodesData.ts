import type { ApiClient } from '@jaunt/api-client'
import { answerOf } from '../../data/answerOf'
import { atPath, type ResourceOverrides } from '../../data/overrides'
import type { DataProvider } from 'react-admin'

/**
 * A ticket's voucher codes (`tour-voucher-code`): listed by simple-rest at `/tour-voucher-codes`
 * (filter `ticket_id`, total in Content-Range) and deleted one by one there. Loading a file, clearing
 * and counting are commands on their own resources, so their errors reach the page the same way.
 */
export function tourVoucherCodeOverrides(base: DataProvider, api: ApiClient): ResourceOverrides {
  const ofTicket = (ticket_id: unknown) => ({ params: { query: { ticket_id: Number(ticket_id) } } })
  return {
    'tour-voucher-code': atPath(base, 'tour-voucher-codes'),
    'tour-voucher-count': {
      getOne: async (_resource, { id, signal }) => ({
        data: {
          ...(await answerOf(api.GET('/core/v1/tour-voucher-codes/counts', { ...ofTicket(id), signal }))),
          id,
        },
      }),
    },
    'tour-voucher-import': {
      create: async (_resource, { data }) => {
        const { ticket_id, file } = data as { ticket_id: number; file: File }
        const imported = await answerOf(
          api.POST('/core/v1/tour-voucher-codes/import', {
            ...ofTicket(ticket_id),
            body: { file },
            bodySerializer: (body) => {
              const form = new FormData()
              if (body.file) form.append('file', body.file)
              return form
            },
          }),
        )
        return { data: { ...imported, id: ticket_id } }
      },
    },
    'tour-voucher-clear': {
      create: async (_resource, { data }) => {
        const { ticket_id } = data as { ticket_id: number }
        const cleared = await answerOf(api.DELETE('/core/v1/tour-voucher-codes', ofTicket(ticket_id)))
        return { data: { ...cleared, id: ticket_id } }
      },
    },
  } as ResourceOverrides
}
