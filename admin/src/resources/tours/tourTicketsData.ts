import type { ApiClient } from '@jaunt/api-client'
import type { TourTicketValues } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'

/**
 * The `tour-ticket` resource: an option's tickets live under it (`/tour-options/{id}/tickets`), and
 * each one at `/tour-tickets/{id}` once it exists.
 */
export function tourTicketOverrides(api: ApiClient): Partial<DataProvider> {
  const option = (id: unknown) => ({ params: { path: { optionId: Number(id) } } })
  const ticket = (id: unknown) => ({ params: { path: { ticketId: Number(id) } } })
  return {
    getManyReference: async (_resource, { id, signal }) =>
      answerOf(api.GET('/core/v1/tour-options/{optionId}/tickets', { ...option(id), signal })),
    create: async (_resource, { data }) => {
      const { option_id, ...body } = data as TourTicketValues & { option_id: number }
      return {
        data: await answerOf(
          api.POST('/core/v1/tour-options/{optionId}/tickets', { ...option(option_id), body }),
        ),
      }
    },
    update: async (_resource, { id, data }) => ({
      data: await answerOf(
        api.PUT('/core/v1/tour-tickets/{ticketId}', { ...ticket(id), body: data as TourTicketValues }),
      ),
    }),
    delete: async (_resource, { id }) => {
      await answerOf(api.DELETE('/core/v1/tour-tickets/{ticketId}', ticket(id)))
      return { data: { id } }
    },
  } as Partial<DataProvider>
}
