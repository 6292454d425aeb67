import {
  ListingFilter,
  TOUR_SERVICE_TYPES,
  type Locale,
  type TourListFilter,
  type TourListRow,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { serviceNameIn, serviceWordsMatch } from '../catalogue/service-words.js'
import { translate } from '../catalogue/translate.js'

export type TourSortField = 'id' | 'name' | 'product_code' | 'status' | 'lowest_price' | 'updated_at'

export interface TourListQuery {
  filter: TourListFilter
  sort: { field: TourSortField; order: 'ASC' | 'DESC' }
  /** The first and last row, inclusive, as react-admin's `range` says. */
  range: [number, number]
}

/** The supplier's own activities: ownership is part of every query, so another's rows never match. */
export function ownTours(db: DB, supplierId: number) {
  return db
    .selectFrom('service as s')
    .where('s.supplier_user_id', '=', supplierId)
    .where('s.service_type', 'in', [...TOUR_SERVICE_TYPES])
}

/** Narrows by words of any language's name or the product code, and by private or not (not by status). */
export function filteredTours(db: DB, supplierId: number, filter: Omit<TourListFilter, 'status'>) {
  let query = ownTours(db, supplierId)
  const words = filter.q?.trim()
  if (words) query = query.where(serviceWordsMatch(words))
  if (filter.is_private !== undefined) query = query.where('s.is_private', '=', filter.is_private)
  return query
}

export async function listTours(
  db: DB,
  supplierId: number,
  { filter, sort, range }: TourListQuery,
  locale: Locale,
) {
  let query = filteredTours(db, supplierId, filter)
  // Nothing syncs with a channel manager yet, so no activity's sync has failed.
  if (filter.status === ListingFilter.SyncFailed) query = query.where(sql<boolean>`false`)
  else if (filter.status !== undefined) query = query.where('s.status', '=', filter.status)
  const [first, last] = range
  const order = sort.order === 'DESC' ? 'desc' : 'asc'
  const [rows, { total }] = await Promise.all([
    query
      .leftJoin('location as l', 'l.id', 's.location_id')
      .select([
        's.id',
        's.product_code',
        's.service_type',
        's.status',
        's.is_private',
        's.currency_code',
        's.lowest_price',
        's.updated_at',
        'l.name as location_name',
        serviceNameIn(locale).as('name'),
      ])
      .orderBy(sort.field === 'name' ? sql`name` : sql.ref(`s.${sort.field}`), order)
      .orderBy('s.id', order)
      .limit(last - first + 1)
      .offset(first)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ])
  const data = rows.map((row): TourListRow => ({
    ...row,
    status: row.status as TourListRow['status'],
    lowest_price: row.lowest_price === null ? null : Number(row.lowest_price),
    location_name: row.location_name ? translate(row.location_name, locale) : null,
    updated_at: new Date(row.updated_at).toISOString(),
  }))
  return { data, total }
}

/** How many of the supplier's activities each status tab holds, under the same words and private filter. */
export async function statusCounts(db: DB, supplierId: number, filter: Omit<TourListFilter, 'status'>) {
  const rows = await filteredTours(db, supplierId, filter)
    .select(['s.status', sql<number>`count(*)::int`.as('count')])
    .groupBy('s.status')
    .execute()
  const countOf = (status: number) => rows.find((row) => row.status === status)?.count ?? 0
  const data = Object.values(ListingFilter).map((status) => ({ status, count: countOf(status) }))
  return { data, total: rows.reduce((sum, row) => sum + row.count, 0) }
}
