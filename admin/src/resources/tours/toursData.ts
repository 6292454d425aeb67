import type { ApiClient } from '@jaunt/api-client'
import type { DataProvider, UpdateParams } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import { refusal } from '../../data/httpClient'
import { atPath } from '../../data/overrides'

/** The calls that change one thing of an activity, named in `meta.call` of an update. */
export type TourCall = 'update-status' | 'update-is-private'

/** Where a kind of product answers the activity's calls: the supplier's, and the admin's lists. */
export type ProductPath =
  'tours' | 'rentals' | 'restaurants' | 'attractions' | 'hotels' | 'admin/tours' | 'admin/hotels'

/**
 * The `tour` resource: simple-rest calls on `/tours`, plus the spec's calls for a status or the
 * privacy of one activity, a bulk status change, and the status tabs' counts.
 */
export function tourOverrides(
  base: DataProvider,
  api: ApiClient,
  // The admin's rentals, restaurants and attractions answer the same calls at their own path.
  path: ProductPath = 'tours',
): Partial<DataProvider> {
  const setStatus = (id: unknown, status: number) =>
    answerOf(
      api.PUT(`/core/v1/${path}/{id}/update-status`, {
        params: { path: { id: Number(id) }, query: { status } },
      }),
    )
  const setPrivate = async (id: unknown, is_private: boolean) => {
    // Only activities can be private; the other products have no such call.
    if (path !== 'tours') throw refusal(404, undefined)
    const params = { path: { id: Number(id) }, query: { is_private: is_private ? 'true' : 'false' } } as const
    return answerOf(api.PUT('/core/v1/tours/{id}/update-is-private', { params }))
  }
  const change = (id: unknown, data: { status?: unknown; is_private?: unknown }) =>
    data.is_private !== undefined
      ? setPrivate(id, Boolean(data.is_private))
      : setStatus(id, Number(data.status))
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
    countByStatus: async (_resource: string, { filter }: { filter: object }) =>
      answerOf(
        api.GET('/core/v1/tours/status-wise-count', {
          params: { query: { filter: JSON.stringify(filter) } },
        }),
      ),
  }
}
