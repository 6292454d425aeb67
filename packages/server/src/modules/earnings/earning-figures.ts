import { PaymentStatus, ReservationStatus, type EarningKind, type Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import { serviceNameIn } from '../catalogue/service-words.js'
import type { EarningsDB } from './earnings.tables.js'

/**
 * Each booking's money, as one earning line: what the guest paid for it, with the split stored at checkout
 * (`refund-steps.ts` takes what went back to the guest from it).
 */
export const bookedMonth = sql<string>`to_char(coalesce(c.confirmed_at, r.created_at) at time zone 'UTC', 'YYYY-MM')`

/** The booked items' lines, in the column order of the packages' (the two are one union). */
export function itemLines(db: EarningsDB, kind: EarningKind, locale: Locale) {
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
        sql<number>`coalesce(r.commission_amount, 0)`.as('full_commission'),
        sql<number>`coalesce(r.partner_amount, 0)`.as('full_partner'),
        // What reports group by: the product, the site it was sold on, its supplier, and the guests.
        sql<number>`r.service_id`.as('service_id'),
        sql<number | null>`c.site_id`.as('site_id'),
        sql<number | null>`s.supplier_user_id`.as('supplier_user_id'),
        sql<number>`r.guests`.as('guests'),
        sql<number | null>`null::int`.as('share_id'),
        sql<number | null>`null::numeric`.as('package_price'),
      ])
  )
}
