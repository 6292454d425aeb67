import { PaymentMethod, PaymentStatus, roundMoney } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

export interface RefundBalance {
  paid: number
  refunded: number
}

/**
 * What each reservation's guest paid (its price, once the cart's payment is paid by some means) and what was given
 * back or is on its way: partial refunds and a cancellation's refund.
 */
export async function refundBalances(db: DB, ids: number[]): Promise<Map<number, RefundBalance>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('reservation as r')
    .select([
      'r.id',
      sql<string>`case when exists (
        select 1 from payment pay where pay.cart_id = r.cart_id and pay.status = ${PaymentStatus.Paid}
          and pay.method <> ${PaymentMethod.NoPayment}
      ) then r.price else 0 end`.as('paid'),
      sql<string>`(
        select coalesce(sum(rr.amount), 0) from reservation_refund rr
        where rr.reservation_id = r.id and rr.status in ('pending', 'refunded')
      ) + coalesce((
        select x.refund_amount from cancellation x
        where x.reservation_id = r.id and x.refund_status in ('pending', 'refunded')
      ), 0)`.as('refunded'),
    ])
    .where('r.id', 'in', ids)
    .execute()
  return new Map(
    rows.map((row) => [
      row.id,
      { paid: roundMoney(Number(row.paid)), refunded: roundMoney(Number(row.refunded)) },
    ]),
  )
}

export const refundableOf = (balance: RefundBalance | undefined) =>
  balance ? roundMoney(Math.max(0, balance.paid - balance.refunded)) : 0
