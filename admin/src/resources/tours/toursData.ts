import type { TourStatusCounts } from '@jaunt/domain'
import type { DataProvider, UpdateParams } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import { atPath } from '../../data/overrides'

/** The calls that change one thing of an activity, named in `meta.call` of an update. */
export type TourCall = 'update-status' | 'update-is-private'

/**
 * The `tour` resource: simple-rest calls on `/tours`, plus the spec's calls for a status or the
 * privacy of one activity, a bulk status change, and the status tabs' counts.
 */
export function tourOverrides(
  base: DataProvider,
  httpClient: RaHttpClient,
  root: string,
  // The admin's rentals, restaurants and attractions answer the same calls at their own path.
  path = 'tours',
): Partial<DataProvider> {
  const put = async (id: unknown, call: TourCall, query: string) => {
    const { json } = await httpClient(`${root}/${path}/${String(id)}/${call}?${query}`, { method: 'PUT' })
    return json as { id: number; status: number; is_private: boolean }
  }
  const change = (id: unknown, data: { status?: unknown; is_private?: unknown }) =>
    data.is_private !== undefined
      ? put(id, 'update-is-private', `is_private=${String(data.is_private)}`)
      : put(id, 'update-status', `status=${Number(data.status)}`)
  const rest = atPath(base, path)
  return {
    ...rest,
    update: async (resource, params: UpdateParams) => {
      if (!params.meta?.call) return rest.update!(resource, params)
      const state = await change(params.id, params.data as object)
      return { data: { ...params.previousData, ...state } }
    },
    updateMany: async (_resource, { ids, data }) => {
      await Promise.all(ids.map((id) => change(id, data as object)))
      return { data: ids }
    },
    countByStatus: async (_resource: string, { filter }: { filter: object }) => {
      const query = encodeURIComponent(JSON.stringify(filter))
      const { json } = await httpClient(`${root}/tours/status-wise-count?filter=${query}`)
      return json as TourStatusCounts
    },
  }
}
