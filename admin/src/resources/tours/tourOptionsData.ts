import type { TourOptionRecord } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'

/**
 * The `tour-option` resource: an activity's options live under it (`/tours/{id}/options`), and
 * each one at `/tour-options/{id}` once it exists.
 */
export function tourOptionOverrides(httpClient: RaHttpClient, root: string): Partial<DataProvider> {
  const send = async (url: string, method: string, body?: unknown) => {
    const { json } = await httpClient(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return json as TourOptionRecord
  }
  return {
    getManyReference: async (_resource, { id, signal }) => {
      const { json } = await httpClient(`${root}/tours/${String(id)}/options`, { signal })
      return json as { data: TourOptionRecord[]; total: number }
    },
    getOne: async (_resource, { id }) => ({ data: await send(`${root}/tour-options/${String(id)}`, 'GET') }),
    create: async (_resource, { data }) => {
      const { tour_id, ...option } = data as { tour_id: number }
      return { data: await send(`${root}/tours/${tour_id}/options`, 'POST', option) }
    },
    update: async (_resource, { id, data }) => ({
      data: await send(`${root}/tour-options/${String(id)}`, 'PUT', data),
    }),
    delete: async (_resource, { id }) => {
      await send(`${root}/tour-options/${String(id)}`, 'DELETE')
      return { data: { id } as TourOptionRecord }
    },
  } as Partial<DataProvider>
}
