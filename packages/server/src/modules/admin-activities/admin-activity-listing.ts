import {
  TOUR_SERVICE_TYPES,
  type AdminActivityListFilter,
  type AdminActivityListRow,
  type AdminActivitySortField,
  type Locale,
} from '@jaunt/domain'
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

export interface AdminActivityListQuery {
  filter: AdminActivityListFilter
  sort: { field: AdminActivitySortField; order: 'ASC' | 'DESC' }
  range: [number, number]
}

/** Every supplier's activities and events: the admin sees them all. */
export const everyActivity = (db: DB) =>
  db.selectFrom('service as s').where('s.service_type', 'in', [...TOUR_SERVICE_TYPES])

function filteredActivities(db: DB, filter: Omit<AdminActivityListFilter, 'status'>) {
  let query = everyActivity(db)
  const words = filter.q?.trim()
  if (words) query = query.where(serviceWordsMatch(words))
  if (filter.supplier_user_id) query = query.where('s.supplier_user_id', '=', filter.supplier_user_id)
  if (filter.service_type) query = query.where('s.service_type', '=', filter.service_type)
  if (filter.is_private !== undefined) query = query.where('s.is_private', '=', filter.is_private)
  return query
}

export async function listAdminActivities(
  db: DB,
  { filter, sort, range }: AdminActivityListQuery,
  locale: Locale,
) {
  const query = withListingStatus(filteredActivities(db, filter), filter.status)
  const columns = listingColumns(query, locale)
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .select(['s.service_type', 's.is_private', 's.supplier_user_id', 'u.name as supplier_name'])
  // The supplier's name is not a service column, so its order is given here; the rest as the supplier's list.
  const paged =
    sort.field === 'supplier_name'
      ? listingPage(
          columns.orderBy('u.name', sort.order === 'DESC' ? 'desc' : 'asc'),
          { range, sort: { field: 'id', order: sort.order } },
          locale,
        )
      : listingPage(columns, { range, sort: { field: sort.field, order: sort.order } }, locale)
  const [rows, total] = await Promise.all([paged.execute(), listingTotal(query)])
  const data = rows.map((row): AdminActivityListRow => ({
    ...listingRow(row, locale),
    status: row.status as AdminActivityListRow['status'],
  }))
  return { data, total }
}

/** How many activities each status tab holds, under the same words, supplier and type. */
export const adminActivityStatusCounts = (db: DB, filter: Omit<AdminActivityListFilter, 'status'>) =>
  listingStatusCounts(filteredActivities(db, filter))

/** The supplier who owns the activity, or null when there is no such activity. */
export async function activityOwner(db: DB, id: number) {
  const row = await everyActivity(db).where('s.id', '=', id).select('s.supplier_user_id').executeTakeFirst()
  return row?.supplier_user_id ?? null
}
