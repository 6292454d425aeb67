import type { TourTicketRecord } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'

/**
 * The `tour-ticket` resource: an option's tickets live under it (`/tour-options/{id}/tickets`), and
 * each one at `/tour-tickets/{id}` once it exists.
 */
export function tourTicketOverrides(httpClient: RaHttpClient, root: string): Partial<DataProvider> {
  const send = async (url: string, method: string, body?: unknown) => {
    const { json } = await httpClient(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return json as TourTicketRecord
  }
  return {
    getManyReference: async (_resource, { id, signal }) => {
      const { json } = await httpClient(`${root}/tour-options/${String(id)}/tickets`, { signal })
      return json as { data: TourTicketRecord[]; total: number }
    },
    create: async (_resource, { data }) => {
      const { option_id, ...ticket } = data as { option_id: number }
      return { data: await send(`${root}/tour-options/${option_id}/tickets`, 'POST', ticket) }
    },
    update: async (_resource, { id, data }) => ({
      data: await send(`${root}/tour-tickets/${String(id)}`, 'PUT', data),
    }),
    delete: async (_resource, { id }) => {
      await send(`${root}/tour-tickets/${String(id)}`, 'DELETE')
      return { data: { id } as TourTicketRecord }
    },
  } as Partial<DataProvider>
}
