import {
  ListingFilter,
  SERVICE_TYPE_OF_KIND,
  type AdminProductKind,
  type Locale,
  type ProductListFilter,
  type ProductListRow,
  type ProductSortField,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { serviceNameIn, serviceWordsMatch } from '../catalogue/service-words.js'
import { translate } from '../catalogue/translate.js'

export interface ProductListQuery {
  filter: ProductListFilter
  sort: { field: ProductSortField; order: 'ASC' | 'DESC' }
  /** The first and last row, inclusive, as react-admin's `range` says. */
  range: [number, number]
}

/** Every product of the kind, whoever supplies it: the admin sees them all. */
export const productsOfKind = (db: DB, kind: AdminProductKind) =>
  db.selectFrom('service as s').where('s.service_type', '=', SERVICE_TYPE_OF_KIND[kind])

function filteredProducts(db: DB, kind: AdminProductKind, filter: ProductListFilter) {
  let query = productsOfKind(db, kind)
  const words = filter.q?.trim()
  if (words) query = query.where(serviceWordsMatch(words))
  if (filter.supplier_user_id) query = query.where('s.supplier_user_id', '=', filter.supplier_user_id)
  // Nothing syncs with a channel manager yet, so no product's sync has failed.
  if (filter.status === ListingFilter.SyncFailed) query = query.where(sql<boolean>`false`)
  else if (filter.status !== undefined) query = query.where('s.status', '=', filter.status)
  return query
}

export async function listProducts(
  db: DB,
  kind: AdminProductKind,
  { filter, sort, range }: ProductListQuery,
  locale: Locale,
) {
  const query = filteredProducts(db, kind, filter)
  const [first, last] = range
  const order = sort.order === 'DESC' ? 'desc' : 'asc'
  const orderBy =
    sort.field === 'name' || sort.field === 'supplier_name' ? sql.ref(sort.field) : sql.ref(`s.${sort.field}`)
  const [rows, { total }] = await Promise.all([
    query
      .leftJoin('location as l', 'l.id', 's.location_id')
      .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
      .select([
        's.id',
        's.product_code',
        's.service_type',
        's.status',
        's.is_private',
        's.currency_code',
        's.lowest_price',
        's.updated_at',
        's.supplier_user_id',
        'u.name as supplier_name',
        'l.name as location_name',
        serviceNameIn(locale).as('name'),
      ])
      .orderBy(orderBy, order)
      .orderBy('s.id', order)
      .limit(last - first + 1)
      .offset(first)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ])
  const data = rows.map((row): ProductListRow => ({
    ...row,
    status: row.status as ProductListRow['status'],
    lowest_price: row.lowest_price === null ? null : Number(row.lowest_price),
    location_name: row.location_name ? translate(row.location_name, locale) : null,
    updated_at: new Date(row.updated_at).toISOString(),
  }))
  return { data, total }
}
