import {
  ListingFilter,
  ServiceType,
  type HotelListFilter,
  type HotelListRow,
  type Locale,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { serviceNameIn, serviceWordsMatch } from '../catalogue/service-words.js'
import { translate } from '../catalogue/translate.js'

export type HotelSortField = 'id' | 'name' | 'product_code' | 'status' | 'lowest_price' | 'updated_at'

export interface HotelListQuery {
  filter: HotelListFilter
  sort: { field: HotelSortField; order: 'ASC' | 'DESC' }
  range: [number, number]
}

/** The supplier's own hotels: ownership is part of every query, so another's rows never match. */
export function ownHotels(db: DB, supplierId: number) {
  return db
    .selectFrom('service as s')
    .where('s.supplier_user_id', '=', supplierId)
    .where('s.service_type', '=', ServiceType.Hotels)
}

function filteredHotels(db: DB, supplierId: number, filter: Omit<HotelListFilter, 'status'>) {
  const words = filter.q?.trim()
  const query = ownHotels(db, supplierId)
  return words ? query.where(serviceWordsMatch(words)) : query
}

export async function listHotels(
  db: DB,
  supplierId: number,
  { filter, sort, range }: HotelListQuery,
  locale: Locale,
) {
  let query = filteredHotels(db, supplierId, filter)
  // Nothing syncs with a channel manager yet, so no hotel's sync has failed.
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
        's.status',
        's.currency_code',
        's.lowest_price',
        's.updated_at',
        'l.name as location_name',
        serviceNameIn(locale).as('name'),
        sql<number>`(select count(*)::int from room_type rt where rt.service_id = s.id)`.as(
          'room_type_count',
        ),
      ])
      .orderBy(sort.field === 'name' ? sql`name` : sql.ref(`s.${sort.field}`), order)
      .orderBy('s.id', order)
      .limit(last - first + 1)
      .offset(first)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ])
  const data = rows.map((row): HotelListRow => ({
    ...row,
    status: row.status as HotelListRow['status'],
    lowest_price: row.lowest_price === null ? null : Number(row.lowest_price),
    location_name: row.location_name ? translate(row.location_name, locale) : null,
    updated_at: new Date(row.updated_at).toISOString(),
  }))
  return { data, total }
}

/** How many of the supplier's hotels each status tab holds, under the same words. */
export async function hotelStatusCounts(db: DB, supplierId: number, filter: Omit<HotelListFilter, 'status'>) {
  const rows = await filteredHotels(db, supplierId, filter)
    .select(['s.status', sql<number>`count(*)::int`.as('count')])
    .groupBy('s.status')
    .execute()
  const countOf = (status: number) => rows.find((row) => row.status === status)?.count ?? 0
  const data = Object.values(ListingFilter).map((status) => ({ status, count: countOf(status) }))
  return { data, total: rows.reduce((sum, row) => sum + row.count, 0) }
}
