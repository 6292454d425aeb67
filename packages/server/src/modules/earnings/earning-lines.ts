import { EarningStatus, type EarningKind, type Locale } from '@jaunt/domain'
import { sql, type RawBuilder } from 'kysely'
import { itemLines } from './earning-figures.js'
import type { EarningsDB } from './earnings.tables.js'
import { packageEarningLines } from './package-earning-lines.js'
import { packageSharePart, refundEvents } from './refund-events.js'

/** A step's part of `l`'s refunds: the whole for an item or a partner's package, a supplier's share's part. */
const partOf = (amount: RawBuilder<number>) =>
  sql<number>`case when l.share_id is null then ${amount} else coalesce(${packageSharePart(amount)}, 0) end`

/** Whether the step's booking month (same kind, owner and currency) was approved or paid when the refund was made. */
const closedAt = (kind: EarningKind) => sql<boolean>`(s.seq = 1 and coalesce((
  select h.to_status from earning_status_history h
  where h.kind = ${kind} and h.owner_user_id = s.owner_user_id and h.month = s.month
    and h.currency_code = s.currency_code and h.changed_at <= s.at
  order by h.changed_at desc, h.id desc limit 1), ${EarningStatus.Pending}) in (${EarningStatus.Approved}, ${EarningStatus.Paid}))`

// A late refund is dated when it was made, but never in the closed month itself (if it was closed early).
const lateAt = sql<Date>`greatest(s.at, ((s.month || '-01')::timestamp + interval '1 month') at time zone 'UTC')`

/**
 * The booking lines of one kind of earning, booked items and packages, each with its owner, month and currency.
 * Each line is its booking's steps: the booking (its gross and full commission), then each refund in the order
 * made, taking back its part of the commission as `C(kept after) − C(kept before)` so the steps add up to the
 * commission on what was kept, to the cent. A refund made after the booking's month was approved or paid is a
 * line of its own in the refund's month (`refund_of_month`), so a closed month's figures never change.
 */
export function earningLines(db: EarningsDB, kind: EarningKind, locale: Locale) {
  const raw = itemLines(db, kind, locale).unionAll(packageEarningLines(db, kind, locale))
  const steps = db
    .selectFrom(raw.as('l'))
    .innerJoinLateral(refundEvents.as('ev'), (join) => join.onTrue())
    .selectAll('l')
    .select([
      'ev.seq',
      'ev.n',
      'ev.at',
      partOf(sql`ev.before`).as('before'),
      partOf(sql`ev.after`).as('after'),
    ])
  const keptBefore = sql<number>`case when s.seq = 0 then 0 else s.gross - s.before end`
  const keptAfter = sql<number>`case when s.seq = 0 then s.gross else s.gross - s.after end`
  const scaled = (full: RawBuilder<number>, kept: RawBuilder<number>) =>
    sql<number>`case when s.gross > 0 then round(${full} * greatest(${kept}, 0) / s.gross, 2) else 0 end`
  const change = (full: RawBuilder<number>) =>
    sql<number>`${scaled(full, keptAfter)} - ${scaled(full, keptBefore)}`
  const dated = db
    .selectFrom(steps.as('s'))
    .innerJoinLateral(sql<{ late: boolean }>`(select ${closedAt(kind)} as late)`.as('k'), (join) =>
      join.onTrue(),
    )
    .select([
      's.owner_user_id',
      sql<string>`case when k.late then to_char(${lateAt} at time zone 'UTC', 'YYYY-MM') else s.month end`.as(
        'month',
      ),
      's.currency_code',
      's.booking_kind',
      's.reservation_id',
      's.reservation_ref',
      's.payment_ref',
      's.package_name',
      sql<Date>`case when k.late then ${lateAt} else s.booked_at end`.as('booked_at'),
      's.status',
      's.product_name',
      's.start_date',
      's.service_id',
      's.site_id',
      's.supplier_user_id',
      sql<number>`case when k.late then 0 else s.guests end`.as('guests'),
      's.share_id',
      sql<string | null>`case when k.late then s.month end`.as('refund_of_month'),
      sql<number>`case when k.late then s.n else 0 end`.as('late_n'),
      sql<number>`case when s.seq = 0 then s.gross else 0 end`.as('gross'),
      sql<number>`case when s.seq = 1 then s.after - s.before else 0 end`.as('refunds'),
      change(sql`s.full_commission`).as('commission'),
      change(sql`s.full_partner`).as('partner'),
    ])
  const commission = sql<number>`sum(d.commission)`
  const net =
    kind === 'supplier'
      ? sql<number>`sum(d.gross) - sum(d.refunds) - sum(d.commission)`
      : sql<number>`sum(d.partner)`
  return db
    .selectFrom(dated.as('d'))
    .select([
      'd.owner_user_id',
      'd.month',
      'd.currency_code',
      'd.booking_kind',
      'd.reservation_id',
      'd.reservation_ref',
      'd.payment_ref',
      'd.package_name',
      'd.booked_at',
      'd.status',
      'd.product_name',
      'd.start_date',
      'd.service_id',
      'd.site_id',
      'd.supplier_user_id',
      'd.guests',
      'd.refund_of_month',
      sql<number>`sum(d.gross)`.as('gross'),
      sql<number>`sum(d.refunds)`.as('refunds'),
      commission.as('commission'),
      net.as('net'),
    ])
    .groupBy([
      'd.owner_user_id',
      'd.month',
      'd.currency_code',
      'd.booking_kind',
      'd.reservation_id',
      'd.reservation_ref',
      'd.payment_ref',
      'd.package_name',
      'd.booked_at',
      'd.status',
      'd.product_name',
      'd.start_date',
      'd.service_id',
      'd.site_id',
      'd.supplier_user_id',
      'd.guests',
      'd.share_id',
      'd.refund_of_month',
      'd.late_n',
    ])
}

export type EarningLinesQuery = ReturnType<typeof earningLines>
