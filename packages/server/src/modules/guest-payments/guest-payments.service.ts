import type { GuestPaymentDetail, GuestPaymentFilter, GuestPaymentRow, Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { serviceNameIn } from '../catalogue/service-words.js'
import { customerDb } from '../customer/customer.tables.js'

export interface GuestPaymentQuery {
  filter: GuestPaymentFilter
  sort: { field: 'created_at' | 'amount' | 'status'; order: 'ASC' | 'DESC' }
  range: [number, number]
}

const refunded = sql<number>`(
  coalesce((select sum(f.amount) from reservation_refund f
    where f.payment_id = p.id and f.status in ('pending', 'refunded')), 0)
  + coalesce((select sum(x.refund_amount) from cancellation x join reservation rr on rr.id = x.reservation_id
    where rr.cart_id = p.cart_id and x.refund_status in ('pending', 'refunded')), 0))`

function payments(db: DB, filter: GuestPaymentFilter) {
  let query = db
    .selectFrom('payment as p')
    .innerJoin('cart as c', 'c.id', 'p.cart_id')
    .leftJoin('partner_site as site', 'site.id', 'c.site_id')
    .select([
      'p.id as payment_id',
      sql<string>`p.uuid::text`.as('uuid'),
      sql<string>`c.cart_ref::text`.as('cart_ref'),
      'c.site_id',
      'site.name as site_name',
      sql<string>`coalesce(c.guest->>'name', '')`.as('guest_name'),
      'p.method',
      'p.amount',
      'p.currency_code',
      'p.status',
      'p.provider_ref',
      refunded.as('refunded'),
      'p.created_at',
    ])
  const words = filter.q?.trim()
  if (words) {
    const pattern = `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`p.uuid::text`, 'ilike', pattern),
        eb(sql<string>`c.cart_ref::text`, 'ilike', pattern),
        eb('p.provider_ref', 'ilike', pattern),
        eb(sql<string>`coalesce(c.guest->>'name', '')`, 'ilike', pattern),
        eb(sql<string>`coalesce(c.guest->>'email', '')`, 'ilike', pattern),
      ]),
    )
  }
  if (filter.status !== undefined) query = query.where('p.status', '=', filter.status)
  if (filter.currency_code) query = query.where('p.currency_code', '=', filter.currency_code)
  if (filter.site_id !== undefined) query = query.where('c.site_id', '=', filter.site_id)
  return query
}

type Row = Awaited<ReturnType<ReturnType<typeof payments>['execute']>>[number]

const toRow = (row: Row): GuestPaymentRow => ({
  id: row.uuid,
  cart_ref: row.cart_ref,
  site_id: row.site_id,
  site_name: row.site_name,
  guest_name: row.guest_name,
  method: row.method,
  amount: Number(row.amount),
  currency_code: row.currency_code,
  status: row.status as GuestPaymentRow['status'],
  provider_ref: row.provider_ref,
  refunded: Number(row.refunded),
  created_at: new Date(row.created_at).toISOString(),
})

/** Every guest payment on the marketplace, for the admin. */
export async function listGuestPayments(db: DB, query: GuestPaymentQuery) {
  const scope = payments(db, query.filter)
  const [first, last] = query.range
  const [rows, count] = await Promise.all([
    scope
      .orderBy(`p.${query.sort.field}`, query.sort.order === 'ASC' ? 'asc' : 'desc')
      .orderBy('p.id', 'desc')
      .limit(last - first + 1)
      .offset(first)
      .execute(),
    db
      .selectFrom(scope.as('all'))
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { data: rows.map(toRow), total: Number(count.total) }
}

/** One payment with the bookings it paid for and every refund made from it. */
export async function guestPaymentDetail(db: DB, uuid: string, locale: Locale): Promise<GuestPaymentDetail> {
  const row = await payments(db, {})
    .where(sql<string>`p.uuid::text`, '=', uuid)
    .executeTakeFirst()
  if (!row) throw notFound('Payment not found')
  const cdb = customerDb(db)
  const [items, partial, cancelled] = await Promise.all([
    db
      .selectFrom('reservation as r')
      .innerJoin('service as s', 's.id', 'r.service_id')
      .innerJoin('payment as p', 'p.cart_id', 'r.cart_id')
      .select([
        sql<string>`r.reservation_ref::text`.as('ref'),
        serviceNameIn(locale).as('name'),
        'r.price',
        'r.status',
      ])
      .where('p.id', '=', row.payment_id)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('reservation_refund as f')
      .innerJoin('reservation as r', 'r.id', 'f.reservation_id')
      .select([
        sql<string>`r.reservation_ref::text`.as('ref'),
        'f.amount',
        'f.status',
        'f.provider_ref',
        'f.created_at',
      ])
      .where('f.payment_id', '=', row.payment_id)
      .execute(),
    cdb
      .selectFrom('cancellation as x')
      .innerJoin('reservation as r', 'r.id', 'x.reservation_id')
      .innerJoin('payment as p', 'p.cart_id', 'r.cart_id')
      .select([
        sql<string>`r.reservation_ref::text`.as('ref'),
        'x.refund_amount',
        'x.refund_status',
        'x.refund_provider_ref',
        'x.cancelled_at',
      ])
      .where('p.id', '=', row.payment_id)
      .where('x.refund_amount', '>', 0)
      .execute(),
  ])
  return {
    ...toRow(row),
    items: items.map((item) => ({
      reservation_ref: item.ref,
      product_name: item.name,
      price: Number(item.price),
      status: item.status,
    })),
    refunds: [
      ...partial.map((f) => ({
        reservation_ref: f.ref,
        kind: 'partial' as const,
        amount: Number(f.amount),
        status: f.status,
        provider_ref: f.provider_ref,
        created_at: new Date(f.created_at).toISOString(),
      })),
      ...cancelled.map((x) => ({
        reservation_ref: x.ref,
        kind: 'cancellation' as const,
        amount: Number(x.refund_amount),
        status: x.refund_status,
        provider_ref: x.refund_provider_ref,
        created_at: new Date(x.cancelled_at).toISOString(),
      })),
    ].sort((a, b) => a.created_at.localeCompare(b.created_at)),
  }
}
