import type { EarningDetail, EarningPayouts, EarningStatusInput } from '@jaunt/domain'
import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'

/** The earnings pages' resources, in the panel and the admin area alike. */
export const EARNING_RESOURCES = ['supplier-earnings', 'partner-earnings'] as const

/** One earning's payouts: `getOne` with the earning's id and `meta.resource` (its earnings page). */
export const EARNING_PAYOUTS_RESOURCE = 'earning-payouts'

/**
 * `GET /core/v1/{kind}-earnings` (simple-rest), one earning, and its status set by an admin; an `update` with
 * `meta.call: 'payout'` pays it out by Stripe transfer (`POST …/{id}/payout`) and answers the paid earning.
 */
export function earningOverrides(httpClient: RaHttpClient, root: string) {
  const rest = simpleRestProvider(root, httpClient)
  const one = (resource: string, id: unknown) => `${root}/${resource}/${encodeURIComponent(String(id))}`
  const provider = {
    getList: (resource, params) => rest.getList(resource, params),
    getOne: async (resource, { id, signal }) => {
      const { json } = await httpClient(one(resource, id), { signal })
      return { data: json as EarningDetail }
    },
    update: async (resource, { id, data, meta }) => {
      if (meta?.call === 'payout') {
        await httpClient(`${one(resource, id)}/payout`, { method: 'POST' })
        const { json } = await httpClient(one(resource, id))
        return { data: json as EarningDetail }
      }
      const { status, note } = data as EarningDetail & { note?: string }
      const body: EarningStatusInput = { status, ...(note ? { note } : {}) }
      const { json } = await httpClient(`${one(resource, id)}/update-status`, {
        method: 'PUT',
        body: JSON.stringify(body),
      })
      return { data: json as EarningDetail }
    },
  } as Partial<DataProvider>
  const payouts = {
    getOne: async (_resource, { id, meta, signal }) => {
      const { json } = await httpClient(`${one(String(meta?.resource), id)}/payouts`, { signal })
      return { data: { id, ...(json as EarningPayouts) } }
    },
  } as Partial<DataProvider>
  return {
    ...Object.fromEntries(EARNING_RESOURCES.map((name) => [name, provider])),
    [EARNING_PAYOUTS_RESOURCE]: payouts,
  }
}

export type EarningExportFormat = 'xlsx' | 'csv'

export const earningExportUrl = (
  root: string,
  resource: string,
  format: EarningExportFormat,
  filter: object,
) => `${root}/${resource}/export?format=${format}&filter=${encodeURIComponent(JSON.stringify(filter))}`

/** The PDF receipt of a paid payout of the earning. */
export const payoutReceiptUrl = (root: string, resource: string, earningId: string, payoutId: number) =>
  `${root}/${resource}/${encodeURIComponent(earningId)}/payouts/${payoutId}/receipt`
