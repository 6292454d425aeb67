import type { EarningKind, Locale, SalesReport, SalesReportGrouping } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { earningLines } from '../earnings/earning-lines.js'
import { earningsDb } from '../earnings/earnings.tables.js'

/** What a report covers: one kind of earning, one owner (or every owner, for an admin), a booked period. */
export interface SalesReportScope {
  kind: EarningKind
  /** Undefined only for an admin looking at every owner. */
  ownerUserId: number | undefined
  from: string
  to: string
  groupBy: SalesReportGrouping
  currencyCode?: string | undefined
}

const bookedDay = sql<string>`to_char(e.booked_at at time zone 'UTC', 'YYYY-MM-DD')`

// Each grouping's key and what the row is called; a product, site or supplier is named by its id's row.
const GROUPS: Record<
  SalesReportGrouping,
  { key: ReturnType<typeof sql<string>>; label: ReturnType<typeof sql<string>> }
> = {
  day: { key: bookedDay, label: bookedDay },
  month: { key: sql<string>`e.month`, label: sql<string>`e.month` },
  product: { key: sql<string>`e.service_id::text`, label: sql<string>`e.product_name` },
  site: { key: sql<string>`coalesce(e.site_id::text, '')`, label: sql<string>`coalesce(site.name, '')` },
  supplier: {
    key: sql<string>`coalesce(e.supplier_user_id::text, '')`,
    label: sql<string>`coalesce(sup.name, '')`,
  },
}

const sums = {
  bookings: sql<number>`(count(*) filter (where e.refund_of_month is null))::int`,
  guests: sql<number>`coalesce(sum(e.guests), 0)::int`,
  gross: sql<number>`coalesce(sum(e.gross), 0)`,
  refunds: sql<number>`coalesce(sum(e.refunds), 0)`,
  commission: sql<number>`coalesce(sum(e.commission), 0)`,
  net: sql<number>`coalesce(sum(e.net), 0)`,
}

const figuresOf = (row: Record<keyof typeof sums | 'currency_code', unknown>) => ({
  currency_code: String(row.currency_code),
  bookings: Number(row.bookings),
  guests: Number(row.guests),
  gross: Number(row.gross),
  refunds: Number(row.refunds),
  commission: Number(row.commission),
  net: Number(row.net),
})

/**
 * The booked period's sales, grouped, from the same lines as the earnings (so a report and an earning agree to
 * the cent), with one total per currency: two currencies are never added up.
 */
export async function salesReport(db: DB, scope: SalesReportScope, locale: Locale): Promise<SalesReport> {
  const edb = earningsDb(db)
  let lines = edb
    .selectFrom(earningLines(edb, scope.kind, locale).as('e'))
    .leftJoin('partner_site as site', 'site.id', 'e.site_id')
    .leftJoin('app_user as sup', 'sup.id', 'e.supplier_user_id')
    .where(bookedDay, '>=', scope.from)
    .where(bookedDay, '<=', scope.to)
  if (scope.ownerUserId !== undefined) lines = lines.where('e.owner_user_id', '=', scope.ownerUserId)
  if (scope.currencyCode) lines = lines.where('e.currency_code', '=', scope.currencyCode)
  const group = GROUPS[scope.groupBy]
  const byLabel = ['product', 'site', 'supplier'].includes(scope.groupBy)
  const [rows, totals] = await Promise.all([
    lines
      .select([
        group.key.as('key'),
        sql<string>`min(${group.label})`.as('label'),
        'e.currency_code',
        sums.bookings.as('bookings'),
        sums.guests.as('guests'),
        sums.gross.as('gross'),
        sums.refunds.as('refunds'),
        sums.commission.as('commission'),
        sums.net.as('net'),
      ])
      .groupBy([group.key, 'e.currency_code'])
      .orderBy(byLabel ? sql`min(${group.label})` : group.key)
      .orderBy(group.key)
      .orderBy('e.currency_code')
      .execute(),
    lines
      .select([
        'e.currency_code',
        sums.bookings.as('bookings'),
        sums.guests.as('guests'),
        sums.gross.as('gross'),
        sums.refunds.as('refunds'),
        sums.commission.as('commission'),
        sums.net.as('net'),
      ])
      .groupBy('e.currency_code')
      .orderBy('e.currency_code')
      .execute(),
  ])
  return {
    kind: scope.kind,
    from: scope.from,
    to: scope.to,
    group_by: scope.groupBy,
    rows: rows.map((row) => ({ key: row.key, label: row.label, ...figuresOf(row) })),
    totals: totals.map(figuresOf),
  }
}

/** A month `yyyy-MM` as its first and last day. */
export function monthPeriod(month: string) {
  const [year, index] = month.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate()
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` }
}
