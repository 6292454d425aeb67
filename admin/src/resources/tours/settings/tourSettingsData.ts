import type { DataProvider, RaRecord } from 'react-admin'
import type { RaHttpClient } from '../../../data/httpClient'
import type { ResourceOverrides } from '../../../data/overrides'

/**
 * An activity's settings pages. Sections are records of their own (`tour-custom-section`), listed
 * under the activity and written at `/tour-custom-sections/{id}`. Features, the mail text and the
 * recommendations are one record per activity, read and replaced at `/tours/{id}/<page>`.
 */
export function tourSettingsOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const send = async <T>(url: string, method = 'GET', body?: unknown, signal?: AbortSignal | null) => {
    const { json } = await httpClient(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? undefined,
    })
    return json as T
  }
  const list = (path: (id: string) => string) => ({
    getManyReference: (_resource: string, { id, signal }: { id: unknown; signal?: AbortSignal }) =>
      send<{ data: RaRecord[]; total: number }>(path(String(id)), 'GET', undefined, signal),
  })
  const perTour = (page: string): Partial<DataProvider> =>
    ({
      getOne: async (_resource: string, { id, signal }: { id: unknown; signal?: AbortSignal }) => ({
        data: await send(`${root}/tours/${String(id)}/${page}`, 'GET', undefined, signal),
      }),
      update: async (_resource: string, { id, data }: { id: unknown; data: Record<string, unknown> }) => {
        const { id: _id, ...body } = data
        return { data: await send(`${root}/tours/${String(id)}/${page}`, 'PUT', body) }
      },
    }) as Partial<DataProvider>
  return {
    'tour-custom-section': {
      ...list((id) => `${root}/tours/${id}/custom-sections`),
      getOne: async (_resource, { id, signal }) => ({
        data: await send(`${root}/tour-custom-sections/${String(id)}`, 'GET', undefined, signal),
      }),
      create: async (_resource, { data }) => {
        const { tour_id, ...section } = data as { tour_id: number }
        return { data: await send(`${root}/tours/${tour_id}/custom-sections`, 'POST', section) }
      },
      update: async (_resource, { id, data }) => {
        const { texts } = data as { texts: unknown }
        return { data: await send(`${root}/tour-custom-sections/${String(id)}`, 'PUT', { texts }) }
      },
      delete: async (_resource, { id }) => {
        await send(`${root}/tour-custom-sections/${String(id)}`, 'DELETE')
        return { data: { id } }
      },
    } as Partial<DataProvider>,
    // The order is a command on the activity: `update` of its id with every section id in order.
    'tour-custom-section-order': {
      update: async (_resource, { id, data }) => {
        const { ids } = data as { ids: number[] }
        await send(`${root}/tours/${String(id)}/custom-sections/order`, 'PUT', { ids })
        return { data: { id, ids } }
      },
    } as Partial<DataProvider>,
    'tour-features': perTour('features'),
    'tour-destination-boxes': perTour('destination-boxes'),
    'tour-special-instruction': perTour('special-instruction'),
    'tour-recommended-items': perTour('recommended-items'),
    'tour-custom-booking-option': perTour('custom-booking-option'),
    'tour-recommendable': list((id) => `${root}/tours/${id}/recommendable`) as Partial<DataProvider>,
    feature: {
      getList: async (_resource, { signal }) =>
        send<{ data: RaRecord[]; total: number }>(
          `${root}/feature?item_per_page=-1`,
          'GET',
          undefined,
          signal,
        ),
    } as Partial<DataProvider>,
  }
}
