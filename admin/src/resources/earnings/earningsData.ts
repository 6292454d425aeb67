import type { ApiClient } from '@jaunt/api-client'
import type { EarningDetail, EarningStatusInput } from '@jaunt/domain'
import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { RaHttpClient } from '../../data/httpClient'

/** The earnings pages' resources, in the panel and the admin area alike. */
export const EARNING_RESOURCES = ['supplier-earnings', 'partner-earnings'] as const
export type EarningResource = (typeof EARNING_RESOURCES)[number]

/** One earning's payouts: `getOne` with the earning's id and `meta.resource` (its earnings page). */
export const EARNING_PAYOUTS_RESOURCE = 'earning-payouts'

/** The earnings page a resource name (or `meta.resource`) is, so its calls have a typed path. */
export function earningResource(resource: unknown): EarningResource {
  const found = EARNING_RESOURCES.find((name) => name === resource)
  if (!found) throw new Error(`${String(resource)} is not an earnings page`)
  return found
}

const at = (id: unknown) => ({ params: { path: { id: String(id) } } })

/**
 * `GET /core/v1/{kind}-earnings` (simple-rest), one earning, and its status set by an admin; an `update` with
 * `meta.call: 'payout'` pays it out by Stripe transfer (`POST …/{id}/payout`) and answers the paid earning.
 */
export function earningOverrides(httpClient: RaHttpClient, root: string, api: ApiClient) {
  const rest = simpleRestProvider(root, httpClient)
  const getEarning = (resource: string, id: unknown, signal?: AbortSignal) =>
    answerOf(api.GET(`/core/v1/${earningResource(resource)}/{id}`, { ...at(id), signal }))
  const provider = {
    getList: (resource, params) => rest.getList(resource, params),
    getOne: async (resource, { id, signal }) => ({ data: await getEarning(resource, id, signal) }),
    update: async (resource, { id, data, meta }) => {
      if (meta?.call === 'payout') {
        await answerOf(api.POST(`/core/v1/${earningResource(resource)}/{id}/payout`, at(id)))
        return { data: await getEarning(resource, id) }
      }
      const { status, note } = data as EarningDetail & { note?: string }
      const body: EarningStatusInput = { status, ...(note ? { note } : {}) }
      const path = `/core/v1/${earningResource(resource)}/{id}/update-status` as const
      return { data: await answerOf(api.PUT(path, { ...at(id), body })) }
    },
  } as Partial<DataProvider>
  const payouts = {
    getOne: async (_resource, { id, meta, signal }) => {
      const path = `/core/v1/${earningResource(meta?.resource)}/{id}/payouts` as const
      return { data: { id, ...(await answerOf(api.GET(path, { ...at(id), signal }))) } }
    },
  } as Partial<DataProvider>
  return {
    ...Object.fromEntries(EARNING_RESOURCES.map((name) => [name, provider])),
    [EARNING_PAYOUTS_RESOURCE]: payouts,
  }
}
