import {
  ServiceType,
  type AdminHotelListFilter,
  type AdminHotelListRow,
  type AdminHotelSortField,
  type Locale,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { serviceWordsMatch } from '../catalogue/service-words.js'
import {
  listingColumns,
  listingPage,
  listingRow,
  listingStatusCounts,
  listingTotal,
  withListingStatus,
} from '../catalogue/supplier-listing.js'

export interface AdminHotelListQuery {
  filter: AdminHotelListFilter
  sort: { field: AdminHotelSortField; order: 'ASC' | 'DESC' }
  range: [number, number]
}

/** Every supplier's hotels: the admin sees them all. */
export const everyHotel = (db: DB) =>
  db.selectFrom('service as s').where('s.service_type', 'in', [ServiceType.Hotels])

function filteredHotels(db: DB, filter: Omit<AdminHotelListFilter, 'status'>) {
  let query = everyHotel(db)
  const words = filter.q?.trim()
  if (words) query = query.where(serviceWordsMatch(words))
  if (filter.supplier_user_id) query = query.where('s.supplier_user_id', '=', filter.supplier_user_id)
  return query
}

export async function listAdminHotels(db: DB, { filter, sort, range }: AdminHotelListQuery, locale: Locale) {
  const query = withListingStatus(filteredHotels(db, filter), filter.status)
  const columns = listingColumns(query, locale)
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .select([
      's.supplier_user_id',
      'u.name as supplier_name',
      sql<number>`(select count(*)::int from room_type rt where rt.service_id = s.id)`.as('room_type_count'),
    ])
  // The supplier's name is not a service column, so its order is given here; the rest as the supplier's list.
  const paged =
    sort.field === 'supplier_name'
      ? listingPage(
          columns.orderBy('u.name', sort.order === 'DESC' ? 'desc' : 'asc'),
          {
            range,
            sort: { field: 'id', order: sort.order },
          },
          locale,
        )
      : listingPage(columns, { range, sort: { field: sort.field, order: sort.order } }, locale)
  const [rows, total] = await Promise.all([paged.execute(), listingTotal(query)])
  const data = rows.map((row): AdminHotelListRow => ({
    ...listingRow(row, locale),
    status: row.status as AdminHotelListRow['status'],
  }))
  return { data, total }
}

/** How many hotels each status tab holds, under the same words and supplier. */
export const adminHotelStatusCounts = (db: DB, filter: Omit<AdminHotelListFilter, 'status'>) =>
  listingStatusCounts(filteredHotels(db, filter))

/** The supplier who owns the hotel, or null when there is no such hotel. */
export async function hotelOwner(db: DB, id: number) {
  const row = await everyHotel(db).where('s.id', '=', id).select('s.supplier_user_id').executeTakeFirst()
  return row?.supplier_user_id ?? null
}
