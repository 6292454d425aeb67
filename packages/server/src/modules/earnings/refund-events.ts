import { PaymentMethod } from '@jaunt/domain'
import { sql, type RawBuilder } from 'kysely'

/** One step of an earning line (`l`): the booking itself (`seq` 0), then each refund of it in the order made. */
export interface RefundEvent {
  seq: number
  n: number
  at: Date | null
  before: number
  after: number
}

/**
 * The line's booking (`l.booking_kind`, `l.reservation_id`) and what went back to its guest, one row a refund:
 * partial refunds and the cancellation's refund, pending or made, with what had gone back before it and after it.
 * The one place refunds are read for earnings; counting them as steps lets a refund made after the booking's
 * month was approved land in a month of its own (`earning-figures.ts`).
 */
export const refundEvents = sql<RefundEvent>`(
  select 0 as seq, 0::bigint as n, null::timestamptz as at, 0::numeric as before, 0::numeric as after
  union all
  (select 1, row_number() over w, ev.at, sum(ev.amount) over w - ev.amount, sum(ev.amount) over w
  from (
    select f.created_at as at, 1 as src, f.id, f.amount from reservation_refund f
      where l.booking_kind = 'reservation' and f.reservation_id = l.reservation_id
        and f.status in ('pending', 'refunded')
    union all
    select x.cancelled_at, 2, x.id,
      case when x.refund_status = 'not-required' then round(l.gross * x.refund_percentage / 100.0, 2)
        else x.refund_amount end
      from cancellation x
      where l.booking_kind = 'reservation' and x.reservation_id = l.reservation_id
        and (x.refund_status in ('pending', 'refunded') and x.refund_amount > 0
          -- Paid outside the marketplace (no-payment): nothing comes back through us, but the guest no longer
          -- owes the cancelled share, so it leaves the earning as a refund would.
          or x.refund_status = 'not-required' and x.refund_percentage > 0 and exists (
            select 1 from reservation r2 join payment p2 on p2.cart_id = r2.cart_id
            where r2.id = l.reservation_id and p2.method = ${PaymentMethod.NoPayment}))
    union all
    select pr.created_at, 3, pr.id, pr.amount from package_refund pr
      where l.booking_kind = 'package' and pr.reserved_package_id = l.reservation_id
        and pr.status in ('pending', 'refunded')
    union all
    select x.cancelled_at, 4, x.id, x.refund_amount from cancellation x
      where l.booking_kind = 'package' and x.reserved_package_id = l.reservation_id
        and x.refund_status in ('pending', 'refunded') and x.refund_amount > 0
  ) ev
  window w as (order by ev.at, ev.src, ev.id)))`

/**
 * A supplier line's part (`l.share_id`) of `amount` given back of its package (`l.reservation_id`, priced
 * `l.package_price`): split as `packageShares` splits the price at confirmation, the services' part in
 * proportion and counted in cents, the largest remainders rounding up, so the parts and the margin's add up
 * to the amount exactly.
 */
export function packageSharePart(amount: RawBuilder<number>) {
  return sql<number>`(select (f.fl + case when f.rk <= f.lft then 1 else 0 end) / 100.0 from (
    select j.id, floor(c.cost * j.pc / c.base) as fl,
      row_number() over (order by c.cost * j.pc / c.base - floor(c.cost * j.pc / c.base) desc, j.id) as rk,
      c.cost - sum(floor(c.cost * j.pc / c.base)) over () as lft
    from (select sh2.id, round(sh2.price * 100) as pc from reserved_package_share sh2
      where sh2.reserved_package_id = l.reservation_id) j
    cross join (select least(t.total, round(t.total * t.base / greatest(t.base, t.priced))) as cost, t.base
      from (select round(${amount} * 100) as total, round(l.package_price * 100) as priced,
        (select sum(round(sh3.price * 100)) from reserved_package_share sh3
          where sh3.reserved_package_id = l.reservation_id) as base) t
      where t.total > 0 and t.base > 0 and t.priced > 0) c
  ) f where f.id = l.share_id)`
}
