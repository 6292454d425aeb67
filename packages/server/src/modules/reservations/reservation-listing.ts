import type { Locale, ReservationListFilter, ReservationListRow, ReservationSortField } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { serviceNameIn } from '../catalogue/service-words.js'
import { packageSupplierCancelled, visibleBookings } from './booking-scope.js'
import type { Viewer } from './reservation-scope.js'

export interface ReservationListQuery {
  filter: ReservationListFilter
  sort: { field: ReservationSortField; order: 'ASC' | 'DESC' }
  /** The first and last row, inclusive, as react-admin's `range` says. */
  range: [number, number]
}

const guestName = sql<string>`coalesce(c.guest->>'name', '')`
const guestEmail = sql<string>`coalesce(c.guest->>'email', '')`
const bookedAt = sql<Date>`coalesce(c.confirmed_at, r.created_at)`
const bookedDay = sql<string>`(coalesce(c.confirmed_at, r.created_at) at time zone 'UTC')::date`

const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

type Scope = ReturnType<typeof visibleBookings>

/** The ref, booking number, guest's name or email, or the product's name in any language. */
function withSearch(query: Scope, words: string) {
  const pattern = likePattern(words)
  return query.where((eb) =>
    eb.or([
      eb(sql<string>`r.reservation_ref::text`, 'ilike', pattern),
      eb('r.booking_number', 'ilike', pattern),
      eb(guestName, 'ilike', pattern),
      eb(guestEmail, 'ilike', pattern),
      eb.exists(
        eb
          .selectFrom('service_translation as t')
          .select('t.service_id')
          .whereRef('t.service_id', '=', 's.id')
          .where('t.name', 'ilike', pattern),
      ),
    ]),
  )
}

export function filteredReservations(db: DB, viewer: Viewer, filter: ReservationListFilter) {
  let query = visibleBookings(db, viewer)
  const words = filter.q?.trim()
  if (words) query = withSearch(query, words)
  if (filter.status !== undefined) query = query.where('r.status', '=', filter.status)
  if (filter.service_type !== undefined) query = query.where('r.service_type', '=', filter.service_type)
  if (filter.travel_from) query = query.where('r.start_date', '>=', filter.travel_from)
  if (filter.travel_to) query = query.where('r.start_date', '<=', filter.travel_to)
  if (filter.booked_from) query = query.where(bookedDay, '>=', filter.booked_from)
  if (filter.booked_to) query = query.where(bookedDay, '<=', filter.booked_to)
  if (filter.site_id !== undefined) query = query.where('c.site_id', '=', filter.site_id)
  return query
}

const SORTS: Record<ReservationSortField, ReturnType<typeof sql.ref> | ReturnType<typeof sql>> = {
  reservation_ref: sql.ref('r.reservation_ref'),
  booking_number: sql.ref('r.booking_number'),
  guest_name: sql`lower(coalesce(c.guest->>'name', ''))`,
  product_name: sql`lower(product_name)`,
  start_date: sql.ref('r.start_date'),
  status: sql.ref('r.status'),
  price: sql.ref('r.price'),
  site_name: sql.ref('site.name'),
  booked_at: sql`coalesce(c.confirmed_at, r.created_at)`,
}

/** The columns of a row, shared by the page and the export. */
export function withRowColumns(query: Scope, locale: Locale) {
  return query.select([
    'r.id',
    'r.reservation_ref',
    'r.booking_number',
    guestName.as('guest_name'),
    guestEmail.as('guest_email'),
    serviceNameIn(locale).as('product_name'),
    'r.service_id',
    'r.service_type',
    'r.start_date',
    sql<string | null>`to_char(r.start_time, 'HH24:MI')`.as('start_time'),
    'r.status',
    'r.guests',
    'r.price',
    'r.currency_code',
    'c.site_id',
    'site.name as site_name',
    bookedAt.as('booked_at'),
    'r.booking_kind',
    sql<string | null>`case when r.package_id is null then null else coalesce(
      (select t.name from service_translation t where t.service_id = r.package_id and t.locale = ${locale}),
      (select t.name from service_translation t where t.service_id = r.package_id and t.locale = 'en'), '')
      end`.as('package_name'),
    sql<string | null>`(select pay.uuid::text from payment pay where pay.cart_id = r.cart_id
      order by pay.id desc limit 1)`.as('payment_ref'),
    sql<boolean>`r.booking_kind <> 'reservation' and ${packageSupplierCancelled(sql.ref('r.id'))}`.as(
      'supplier_cancelled',
    ),
  ])
}

export type RowColumns = Awaited<ReturnType<ReturnType<typeof withRowColumns>['execute']>>[number]

/** A plain booking is named by its ref; a booked package by its payment and its number (the spec's path). */
function rowId(row: RowColumns) {
  if (row.booking_kind === 'reservation') return row.reservation_ref
  const page = `${row.payment_ref ?? row.reservation_ref}/${row.id}`
  return row.booking_kind === 'package' ? page : `${page}/${row.service_id}`
}

export const toListRow = (row: RowColumns): ReservationListRow => ({
  id: rowId(row),
  reservation_id: row.id,
  reservation_ref: row.reservation_ref,
  booking_number: row.booking_number,
  guest_name: row.guest_name,
  guest_email: row.guest_email,
  product_name: row.product_name,
  service_id: row.service_id,
  service_type: row.service_type as ReservationListRow['service_type'],
  start_date: row.start_date,
  start_time: row.start_time,
  status: row.status as ReservationListRow['status'],
  guests: row.guests,
  price: Number(row.price),
  currency_code: row.currency_code,
  site_id: row.site_id,
  site_name: row.site_name,
  booked_at: new Date(row.booked_at).toISOString(),
  booking_kind: row.booking_kind,
  package_name: row.package_name,
  payment_ref: row.payment_ref,
  supplier_cancelled: Boolean(row.supplier_cancelled),
})

/** The rows in the asked order; the id breaks ties so pages never repeat or skip a booking. */
export function sortedRows(query: Scope, locale: Locale, sort: ReservationListQuery['sort']) {
  const order = sort.order === 'DESC' ? 'desc' : 'asc'
  return withRowColumns(query, locale)
    .orderBy(SORTS[sort.field], (by) => (order === 'desc' ? by.desc().nullsLast() : by.asc().nullsFirst()))
    .orderBy('r.id', order)
    .orderBy('r.booking_kind', order)
    .orderBy('r.service_id', order)
}

export async function listReservations(
  db: DB,
  viewer: Viewer,
  { filter, sort, range }: ReservationListQuery,
  locale: Locale,
) {
  const query = filteredReservations(db, viewer, filter)
  const [first, last] = range
  const [rows, { total }] = await Promise.all([
    sortedRows(query, locale, sort)
      .limit(last - first + 1)
      .offset(first)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ])
  return { data: rows.map(toListRow), total }
}
