import {
  type BookingCancellationFilter,
  type BookingCancellationRow,
  type BookingRefundStatus,
  type Locale,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { serviceNameIn } from '../catalogue/service-words.js'
import { customerDb } from '../customer/customer.tables.js'
import { visibleReservations, type Viewer } from '../reservations/reservation-scope.js'

export type CancellationSortField = 'cancelled_at' | 'refund_amount' | 'refund_status'

export interface CancellationQuery {
  filter: BookingCancellationFilter
  sort: { field: CancellationSortField; order: 'ASC' | 'DESC' }
  range: [number, number]
}

const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** The cancellations of the reservations the viewer may see: ownership is the reservations' own scope. */
function visibleCancellations(db: DB, viewer: Viewer, filter: BookingCancellationFilter) {
  let query = customerDb(db)
    .selectFrom('cancellation as x')
    .innerJoin('reservation as r', 'r.id', 'x.reservation_id')
    .innerJoin('cart as c', 'c.id', 'r.cart_id')
    .innerJoin('service as s', 's.id', 'r.service_id')
    .leftJoin('app_user as by', 'by.id', 'x.cancelled_by')
    .where('r.id', 'in', visibleReservations(db, viewer).select('r.id'))
  const words = filter.q?.trim()
  if (words) {
    const pattern = likePattern(words)
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`r.reservation_ref::text`, 'ilike', pattern),
        eb('r.booking_number', 'ilike', pattern),
        eb(sql<string>`coalesce(c.guest->>'name', '')`, 'ilike', pattern),
        eb('x.reason', 'ilike', pattern),
      ]),
    )
  }
  if (filter.origin !== undefined) query = query.where('x.origin', '=', filter.origin)
  if (filter.refund_status) query = query.where('x.refund_status', '=', filter.refund_status)
  return query
}

const columns = (locale: Locale) =>
  [
    'x.id',
    'r.id as reservation_id',
    'r.reservation_ref',
    'r.booking_number',
    serviceNameIn(locale).as('product_name'),
    sql<string | null>`c.guest->>'name'`.as('guest_name'),
    'x.origin',
    'x.reason',
    'x.refund_percentage',
    'x.refund_amount',
    'x.currency_code',
    'x.refund_status',
    'x.refund_error',
    sql<string | null>`nullif(coalesce(by.name, by.email), '')`.as('cancelled_by'),
    'x.cancelled_at',
  ] as const

const SORTS: Record<CancellationSortField, ReturnType<typeof sql>> = {
  cancelled_at: sql`x.cancelled_at`,
  refund_amount: sql`x.refund_amount`,
  refund_status: sql`x.refund_status`,
}

type Row = Omit<BookingCancellationRow, 'origin' | 'refund_percentage' | 'refund_amount' | 'cancelled_at'> & {
  origin: number
  refund_percentage: number | string
  refund_amount: number | string
  cancelled_at: Date | string
}

const toRow = (row: Row): BookingCancellationRow => ({
  ...row,
  origin: row.origin as BookingCancellationRow['origin'],
  refund_percentage: Number(row.refund_percentage),
  refund_amount: Number(row.refund_amount),
  cancelled_at: new Date(row.cancelled_at).toISOString(),
})

export async function listCancellations(db: DB, viewer: Viewer, query: CancellationQuery, locale: Locale) {
  const scope = visibleCancellations(db, viewer, query.filter)
  const [first, last] = query.range
  const order = query.sort.order === 'DESC' ? 'desc' : 'asc'
  const [rows, { total }] = await Promise.all([
    scope
      .select(columns(locale))
      .orderBy(SORTS[query.sort.field], order)
      .orderBy(sql`x.id`, order)
      .limit(last - first + 1)
      .offset(first)
      .execute(),
    scope.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ])
  return { data: rows.map(toRow), total }
}

/** One cancellation the viewer may see; another owner's is not found, exactly like a missing one. */
export async function cancellationDetail(db: DB, viewer: Viewer, id: number, locale: Locale) {
  const row = await visibleCancellations(db, viewer, {})
    .select(columns(locale))
    .where(sql<number>`x.id`, '=', id)
    .executeTakeFirst()
  if (!row) throw notFound()
  return toRow(row)
}

/** The refund's status set by hand, e.g. after a bank transfer the provider knows nothing of. */
export async function setRefundStatus(
  db: DB,
  viewer: Viewer,
  id: number,
  status: BookingRefundStatus,
  locale: Locale,
) {
  await cancellationDetail(db, viewer, id, locale)
  await customerDb(db)
    .updateTable('cancellation')
    .set({ refund_status: status, ...(status === 'failed' ? {} : { refund_error: null }) })
    .where('id', '=', id)
    .execute()
  return cancellationDetail(db, viewer, id, locale)
}

/**
 * The provider reports what became of a refund: the cancellation that made it follows. Replaying the
 * event changes nothing more; a refund of no cancellation (a partial refund) updates its own row.
 */
export async function settleRefundFromProvider(db: DB, providerRef: string, status: string, error?: string) {
  const next: BookingRefundStatus | null =
    status === 'succeeded' ? 'refunded' : status === 'failed' || status === 'canceled' ? 'failed' : null
  if (!next) return 'ignored'
  const cancelled = await customerDb(db)
    .updateTable('cancellation')
    .set({ refund_status: next, refund_error: next === 'failed' ? (error ?? status) : null })
    .where('refund_provider_ref', '=', providerRef)
    .executeTakeFirst()
  const partial = await db
    .updateTable('reservation_refund')
    .set({ status: next, error: next === 'failed' ? (error ?? status) : null })
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst()
  return Number(cancelled.numUpdatedRows) + Number(partial.numUpdatedRows) > 0 ? next : 'unknown'
}
