import { ServiceType, type HotelListFilter, type HotelListRow, type Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { serviceWordsMatch } from '../catalogue/service-words.js'
import {
  listingColumns,
  listingPage,
  listingRow,
  listingStatusCounts,
  listingTotal,
  ownServices,
  withListingStatus,
  type ListingPage,
  type ListingSortField,
} from '../catalogue/supplier-listing.js'

export type HotelSortField = ListingSortField

export interface HotelListQuery extends ListingPage {
  filter: HotelListFilter
}

/** The supplier's own hotels: ownership is part of every query, so another's rows never match. */
export const ownHotels = (db: DB, supplierId: number) => ownServices(db, supplierId, [ServiceType.Hotels])

function filteredHotels(db: DB, supplierId: number, filter: Omit<HotelListFilter, 'status'>) {
  const words = filter.q?.trim()
  const query = ownHotels(db, supplierId)
  return words ? query.where(serviceWordsMatch(words)) : query
}

export async function listHotels(
  db: DB,
  supplierId: number,
  { filter, ...page }: HotelListQuery,
  locale: Locale,
) {
  const query = withListingStatus(filteredHotels(db, supplierId, filter), filter.status)
  const [rows, total] = await Promise.all([
    listingPage(
      listingColumns(query, locale).select(
        sql<number>`(select count(*)::int from room_type rt where rt.service_id = s.id)`.as(
          'room_type_count',
        ),
      ),
      page,
      locale,
    ).execute(),
    listingTotal(query),
  ])
  const data = rows.map((row): HotelListRow => ({
    ...listingRow(row, locale),
    status: row.status as HotelListRow['status'],
  }))
  return { data, total }
}

/** How many of the supplier's hotels each status tab holds, under the same words. */
export const hotelStatusCounts = (db: DB, supplierId: number, filter: Omit<HotelListFilter, 'status'>) =>
  listingStatusCounts(filteredHotels(db, supplierId, filter))
