import { PaymentStatus, ReservationStatus, type EarningKind, type Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { EarningsDB } from './earnings.tables.js'

const bookedMonth = sql<string>`to_char(coalesce(c.confirmed_at, rp.created_at) at time zone 'UTC', 'YYYY-MM')`
// For reports: the site the package was sold on (its own when booked elsewhere) and its guests.
const soldOn = sql<number | null>`coalesce(c.site_id, ps.site_id)`
const guests = sql<number>`(rp.adults + rp.children)::int`

const nameOf = (alias: 's' | 'pk', locale: Locale) => sql<string>`coalesce(
  (select t.name from service_translation t where t.service_id = ${sql.ref(`${alias}.id`)} and t.locale = ${locale}),
  (select t.name from service_translation t where t.service_id = ${sql.ref(`${alias}.id`)} and t.locale = 'en'), '')`

/** Booked packages whose cart's payment is settled, with the package's site: the base of both kinds of line. */
function bookedPackages(db: EarningsDB) {
  return db
    .selectFrom('reserved_package as rp')
    .innerJoin('cart as c', 'c.id', 'rp.cart_id')
    .innerJoin('service as pk', 'pk.id', 'rp.package_id')
    .innerJoin('package_site as ps', 'ps.package_id', 'rp.package_id')
    .innerJoin('partner_site as site', 'site.id', 'ps.site_id')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('payment as p')
          .select('p.id')
          .whereRef('p.cart_id', '=', 'c.id')
          .where('p.status', '=', PaymentStatus.Paid),
      ),
    )
    .where('rp.status', 'in', [ReservationStatus.Confirm, ReservationStatus.Cancel])
}

/**
 * The earning lines of booked packages: for a supplier, each of their services' share of the package (a
 * refund taken in proportion to the share); for the partner whose package it is, the whole package, its
 * commission the services' and its net the margin plus the partner's share of that commission.
 */
export function packageEarningLines(db: EarningsDB, kind: EarningKind, locale: Locale) {
  const common = [
    bookedMonth.as('month'),
    'rp.currency_code',
    sql<string>`'package'`.as('booking_kind'),
    'rp.id as reservation_id',
    sql<string>`rp.reservation_ref::text`.as('reservation_ref'),
    sql<
      string | null
    >`(select p.uuid::text from payment p where p.cart_id = c.id order by p.id desc limit 1)`.as(
      'payment_ref',
    ),
    nameOf('pk', locale).as('package_name'),
    sql<Date>`coalesce(c.confirmed_at, rp.created_at)`.as('booked_at'),
    'rp.status',
  ] as const
  if (kind === 'partner') {
    return bookedPackages(db).select([
      sql<number>`site.owner_user_id`.as('owner_user_id'),
      ...common,
      nameOf('pk', locale).as('product_name'),
      'rp.date as start_date',
      sql<number>`rp.price`.as('gross'),
      sql<number>`coalesce(rp.commission_amount, 0)`.as('full_commission'),
      sql<number>`coalesce(rp.partner_amount, 0)`.as('full_partner'),
      sql<number>`rp.package_id`.as('service_id'),
      soldOn.as('site_id'),
      sql<number | null>`null::int`.as('supplier_user_id'),
      guests.as('guests'),
      sql<number | null>`null::int`.as('share_id'),
      sql<number | null>`null::numeric`.as('package_price'),
    ])
  }
  return bookedPackages(db)
    .innerJoin('reserved_package_share as sh', 'sh.reserved_package_id', 'rp.id')
    .innerJoin('service as s', 's.id', 'sh.service_id')
    .where('s.supplier_user_id', 'is not', null)
    .select([
      sql<number>`s.supplier_user_id`.as('owner_user_id'),
      ...common,
      nameOf('s', locale).as('product_name'),
      'sh.service_date as start_date',
      sql<number>`sh.price`.as('gross'),
      sql<number>`sh.commission_amount`.as('full_commission'),
      sql<number>`0::numeric`.as('full_partner'),
      sql<number>`sh.service_id`.as('service_id'),
      soldOn.as('site_id'),
      sql<number | null>`s.supplier_user_id`.as('supplier_user_id'),
      guests.as('guests'),
      sql<number | null>`sh.id`.as('share_id'),
      sql<number | null>`rp.price`.as('package_price'),
    ])
}
