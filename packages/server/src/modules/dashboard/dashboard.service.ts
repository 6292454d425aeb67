import { ReservationStatus, UserRole, type Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import { latestBookings, type LatestBooking } from './latest-bookings.js'
import type { Scope } from './scope.js'

export interface Figures {
  upcoming_bookings: number
  bookings_this_month: number
  sales_this_month: number
  currency_code: string
  other_currencies: { currency_code: string; sales_this_month: number }[]
  latest_bookings: LatestBooking[]
}

/** Confirmed bookings in scope: upcoming ones, and this month's sales per currency. */
async function figures(db: DB, scope: Scope, preferredCurrency: string, locale: Locale): Promise<Figures> {
  const rows = await db
    .selectFrom('reservation as r')
    .select([
      'r.currency_code',
      sql<number>`count(*) filter (where r.start_date >= current_date)::int`.as('upcoming'),
      sql<number>`count(*) filter (where date_trunc('month', r.created_at) = date_trunc('month', now()))::int`.as(
        'month_count',
      ),
      sql<number>`coalesce(sum(r.price) filter (where date_trunc('month', r.created_at) = date_trunc('month', now())), 0)`.as(
        'month_sales',
      ),
    ])
    .where('r.status', '=', ReservationStatus.Confirm)
    .where(scope)
    .groupBy('r.currency_code')
    .execute()
  // The headline currency is the user's own, or the one with the most sales when the user has none.
  const sorted = [...rows].sort((a, b) => Number(b.month_sales) - Number(a.month_sales))
  const main = rows.find((row) => row.currency_code === preferredCurrency) ?? sorted[0]
  return {
    upcoming_bookings: rows.reduce((sum, row) => sum + row.upcoming, 0),
    bookings_this_month: rows.reduce((sum, row) => sum + row.month_count, 0),
    sales_this_month: main ? Number(main.month_sales) : 0,
    currency_code: main?.currency_code ?? preferredCurrency,
    other_currencies: rows
      .filter((row) => row !== main && Number(row.month_sales) > 0)
      .map((row) => ({ currency_code: row.currency_code, sales_this_month: Number(row.month_sales) })),
    latest_bookings: await latestBookings(db, scope, locale),
  }
}

export async function dashboardSummary(db: DB, user: AppUser, locale: Locale) {
  const owner = user.parent_user_id ?? user.id
  const isSupplier = user.role_ids.includes(UserRole.Supplier)
  const isPartner = user.role_ids.includes(UserRole.Partner) || user.role_ids.includes(UserRole.Operator)
  const supplierScope: Scope = (eb) =>
    eb.exists(
      eb
        .selectFrom('service as s')
        .select('s.id')
        .whereRef('s.id', '=', 'r.service_id')
        .where('s.supplier_user_id', '=', owner),
    )
  const partnerScope: Scope = (eb) =>
    eb.exists(
      eb
        .selectFrom('cart as c')
        .innerJoin('partner_site as p', 'p.id', 'c.site_id')
        .select('c.id')
        .whereRef('c.id', '=', 'r.cart_id')
        .where('p.owner_user_id', '=', owner),
    )
  return {
    supplier: isSupplier ? await figures(db, supplierScope, user.user_currency_type, locale) : null,
    partner: isPartner ? await figures(db, partnerScope, user.user_currency_type, locale) : null,
  }
}
