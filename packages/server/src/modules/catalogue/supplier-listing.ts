import { ListingFilter, type Locale, type ServiceType } from '@jaunt/domain'
import { sql, type SelectQueryBuilder } from 'kysely'
import type { DB } from '../../db/database.js'
import { serviceNameIn } from './service-words.js'
import { translate } from './translate.js'

export type ListingSortField = 'id' | 'name' | 'product_code' | 'status' | 'lowest_price' | 'updated_at'

/** A page of a supplier's product list as react-admin asks for it. */
export interface ListingPage {
  sort: { field: ListingSortField; order: 'ASC' | 'DESC' }
  /** The first and last row, inclusive, as react-admin's `range` says. */
  range: [number, number]
}

/** A supplier's own products of some types: ownership is part of every query, so another's rows never match. */
export function ownServices(db: DB, supplierId: number, types: readonly ServiceType[]) {
  return db
    .selectFrom('service as s')
    .where('s.supplier_user_id', '=', supplierId)
    .where('s.service_type', 'in', [...types])
}

export type OwnServices = ReturnType<typeof ownServices>

/** The columns every product list shows, with the location joined as `l` for more of them. */
export function listingColumns(query: OwnServices, locale: Locale) {
  return query
    .leftJoin('location as l', 'l.id', 's.location_id')
    .select([
      's.id',
      's.product_code',
      's.status',
      's.currency_code',
      's.lowest_price',
      's.updated_at',
      'l.name as location_name',
      serviceNameIn(locale).as('name'),
    ])
}

/** The products under a status tab (none for "sync failed": nothing syncs with a channel manager yet). */
export function withListingStatus(query: OwnServices, status: ListingFilter | undefined) {
  if (status === ListingFilter.SyncFailed) return query.where(sql<boolean>`false`)
  return status === undefined ? query : query.where('s.status', '=', status)
}

/** One page of a product list, in its sort order and then by id. */
export function listingPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { sort, range }: ListingPage,
  locale: Locale,
) {
  const [first, last] = range
  const order = sort.order === 'DESC' ? 'desc' : 'asc'
  return query
    .orderBy(sort.field === 'name' ? serviceNameIn(locale) : sql.ref(`s.${sort.field}`), order)
    .orderBy(sql.ref('s.id'), order)
    .limit(last - first + 1)
    .offset(first)
}

export async function listingTotal(query: OwnServices) {
  const { total } = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow()
  return total
}

/** A listed product's price, location and time as the API sends them. */
export function listingRow<
  Row extends {
    lowest_price: number | string | null
    location_name: Record<string, string> | null
    updated_at: Date | string
  },
>(row: Row, locale: Locale) {
  return {
    ...row,
    lowest_price: row.lowest_price === null ? null : Number(row.lowest_price),
    location_name: row.location_name ? translate(row.location_name, locale) : null,
    updated_at: new Date(row.updated_at).toISOString(),
  }
}

/** How many of the filtered products each status tab holds. */
export async function listingStatusCounts(filtered: OwnServices) {
  const rows = await filtered
    .select(['s.status', sql<number>`count(*)::int`.as('count')])
    .groupBy('s.status')
    .execute()
  const countOf = (status: number) => rows.find((row) => row.status === status)?.count ?? 0
  const data = Object.values(ListingFilter).map((status) => ({ status, count: countOf(status) }))
  return { data, total: rows.reduce((sum, row) => sum + row.count, 0) }
}
