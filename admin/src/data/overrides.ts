import type { DataProvider, GetListParams, GetListResult } from 'react-admin'
import type { z } from 'zod'
import { answerOf, type TypedAnswer } from './answerOf'
import { checkedBody } from './checkedBody'

export type ResourceOverrides = Record<string, Partial<DataProvider>>

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  // Ours: how many rows each status tab of a list holds; a site catalogue's totals and clearing.
  'countByStatus',
  'catalogueTotals',
  'clearCatalogue',
] as const

/** A resource whose API path differs from its route (the spec's `tour` page lists `/tours`). */
export function atPath(base: DataProvider, path: string): Partial<DataProvider> {
  return Object.fromEntries(
    METHODS.filter((method) => base[method]).map((method) => [
      method,
      (_resource: string, params: unknown) =>
        (base[method] as (r: string, p: unknown) => unknown)(path, params),
    ]),
  )
}

/** The base provider, with some methods of some resources answered by an override instead. */
export function withResourceOverrides(base: DataProvider, overrides: ResourceOverrides): DataProvider {
  const provider: Record<string, unknown> = { ...base }
  for (const method of METHODS) {
    provider[method] = (resource: string, params: unknown) => {
      const call = (overrides[resource]?.[method] ?? base[method]) as (
        r: string,
        p: unknown,
      ) => Promise<unknown>
      if (!call) return Promise.reject(new Error(`${resource} has no ${method}`))
      return call(resource, params)
    }
  }
  return provider as DataProvider
}

/** A list answer of the server: `{ data, total }`, or the site list's `{ data: { data, total } }`. */
function readList(json: unknown): { data: unknown[]; total: number } {
  const outer = json as { data?: unknown; total?: unknown }
  const inner = (Array.isArray(outer?.data) ? outer : outer?.data) as { data?: unknown; total?: unknown }
  const data = Array.isArray(inner?.data) ? inner.data : []
  return { data, total: typeof inner?.total === 'number' ? inner.total : data.length }
}

/**
 * getList for the spec's POST listings and data-tables: the page, its size, the sort and the
 * filters go in the body, read by the listing's own schema as the server reads it, and the answer
 * is `{ data, total }`.
 */
export function postListing<Schema extends z.ZodType>(
  schema: Schema,
  load: (body: z.output<Schema>, signal?: AbortSignal) => Promise<TypedAnswer>,
) {
  return async (_resource: string, params: GetListParams): Promise<GetListResult> => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 }
    const { field, order } = params.sort ?? { field: 'id', order: 'ASC' }
    const body = checkedBody(schema, {
      page,
      item_per_page: perPage,
      sort_by: field,
      sort_order: order.toLowerCase(),
      ...params.filter,
    })
    return readList(await answerOf(load(body, params.signal))) as GetListResult
  }
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a ?? '').localeCompare(String(b ?? ''))
}

/**
 * getList for a GET call that answers the whole list at once: react-admin's page and sort are
 * applied here, so the list screens page and sort as with any other resource.
 */
export function wholeListing(load: (params: GetListParams) => Promise<TypedAnswer>) {
  return async (_resource: string, params: GetListParams): Promise<GetListResult> => {
    const { data } = readList(await answerOf(load(params)))
    const { field, order } = params.sort ?? { field: 'id', order: 'ASC' }
    const sorted = [...data].sort((a, b) => {
      const difference = compare((a as Record<string, unknown>)[field], (b as Record<string, unknown>)[field])
      return order === 'DESC' ? -difference : difference
    })
    const { page, perPage } = params.pagination ?? { page: 1, perPage: sorted.length }
    return { data: sorted.slice((page - 1) * perPage, page * perPage), total: data.length } as GetListResult
  }
}
