import { PaymentStatus, ReservationStatus, type EarningKind, type Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import { serviceNameIn } from '../catalogue/service-words.js'
import type { EarningsDB } from './earnings.tables.js'
import { packageEarningLines } from './package-earning-lines.js'

/**
 * Each booking's money, as one earning line: what the guest paid for it, what went back to them (partial
 * refunds and a cancellation's refund, pending or made), and the commission on what was kept. The split
 * stored at checkout is scaled by the part kept, so a refund takes its share of commission with it.
 */
export const bookedMonth = sql<string>`to_char(coalesce(c.confirmed_at, r.created_at) at time zone 'UTC', 'YYYY-MM')`

const refunds = sql<number>`(
  coalesce((select sum(f.amount) from reservation_refund f
    where f.reservation_id = r.id and f.status in ('pending', 'refunded')), 0)
  + coalesce((select x.refund_amount from cancellation x
    where x.reservation_id = r.id and x.refund_status in ('pending', 'refunded')), 0))`

/** The booked items' lines, in the column order of the packages' (the two are one union). */
function itemLines(db: EarningsDB, kind: EarningKind, locale: Locale) {
  const owner =
    kind === 'supplier' ? sql.ref<number>('s.supplier_user_id') : sql.ref<number>('site.owner_user_id')
  return (
    db
      .selectFrom('reservation as r')
      .innerJoin('cart as c', 'c.id', 'r.cart_id')
      .innerJoin('service as s', 's.id', 'r.service_id')
      .leftJoin('partner_site as site', 'site.id', 'c.site_id')
      .where('r.status', 'in', [ReservationStatus.Confirm, ReservationStatus.Cancel])
      // A settled booking counts whatever the method: commission is owed on it either way, and what the
      // guest paid outside the marketplace (no-payment) is settled in the payout.
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('payment as p')
            .select('p.id')
            .whereRef('p.cart_id', '=', 'c.id')
            .where('p.status', '=', PaymentStatus.Paid),
        ),
      )
      .where(owner, 'is not', null)
      .select([
        sql<number>`${owner}`.as('owner_user_id'),
        bookedMonth.as('month'),
        'r.currency_code',
        sql<string>`'reservation'`.as('booking_kind'),
        'r.id as reservation_id',
        sql<string>`r.reservation_ref::text`.as('reservation_ref'),
        sql<string | null>`null::text`.as('payment_ref'),
        sql<string | null>`null::text`.as('package_name'),
        sql<Date>`coalesce(c.confirmed_at, r.created_at)`.as('booked_at'),
        'r.status',
        serviceNameIn(locale).as('product_name'),
        'r.start_date',
        sql<number>`r.price`.as('gross'),
        refunds.as('refunds'),
        sql<number>`coalesce(r.commission_amount, 0)`.as('full_commission'),
        sql<number>`coalesce(r.partner_amount, 0)`.as('full_partner'),
        // What reports group by: the product, the site it was sold on, its supplier, and the guests.
        sql<number>`r.service_id`.as('service_id'),
        sql<number | null>`c.site_id`.as('site_id'),
        sql<number | null>`s.supplier_user_id`.as('supplier_user_id'),
        sql<number>`r.guests`.as('guests'),
      ])
  )
}

/** The booking lines of one kind of earning, booked items and packages, each with its owner, month and currency. */
export function earningLines(db: EarningsDB, kind: EarningKind, locale: Locale) {
  const raw = itemLines(db, kind, locale).unionAll(packageEarningLines(db, kind, locale))
  const kept = sql<number>`greatest(l.gross - l.refunds, 0)`
  const share = (full: ReturnType<typeof sql.ref>) =>
    sql<number>`case when l.gross > 0 then round(${full} * ${kept} / l.gross, 2) else 0 end`
  const commission = share(sql.ref('l.full_commission'))
  const net = kind === 'supplier' ? sql<number>`${kept} - ${commission}` : share(sql.ref('l.full_partner'))
  return db
    .selectFrom(raw.as('l'))
    .selectAll('l')
    .select([commission.as('commission'), net.as('net')])
}

export type EarningLinesQuery = ReturnType<typeof earningLines>
