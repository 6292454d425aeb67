import { TOUR_SERVICE_TYPES, type Locale, type TourListFilter, type TourListRow } from '@jaunt/domain'
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

export type TourSortField = ListingSortField

export interface TourListQuery extends ListingPage {
  filter: TourListFilter
}

/** The supplier's own activities: ownership is part of every query, so another's rows never match. */
export const ownTours = (db: DB, supplierId: number) => ownServices(db, supplierId, TOUR_SERVICE_TYPES)

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
  { filter, ...page }: TourListQuery,
  locale: Locale,
) {
  const query = withListingStatus(filteredTours(db, supplierId, filter), filter.status)
  const [rows, total] = await Promise.all([
    listingPage(
      listingColumns(query, locale).select(['s.service_type', 's.is_private']),
      page,
      locale,
    ).execute(),
    listingTotal(query),
  ])
  const data = rows.map((row): TourListRow => ({
    ...listingRow(row, locale),
    status: row.status as TourListRow['status'],
  }))
  return { data, total }
}

/** How many of the supplier's activities each status tab holds, under the same words and private filter. */
export const statusCounts = (db: DB, supplierId: number, filter: Omit<TourListFilter, 'status'>) =>
  listingStatusCounts(filteredTours(db, supplierId, filter))
