import { PaymentStatus, roundMoney } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

export interface PackageRefundBalance {
  /** The package's price once its cart's payment is paid, by any means (a no-payment guest pays the partner). */
  paid: number
  /** Given back or on its way: partial refunds and the cancellation's refund, unless they failed. */
  refunded: number
  refundable: number
}

/** What the guest paid for a booked package, what was given back, and what is left to give. */
export async function packageRefundBalance(db: DB, id: number): Promise<PackageRefundBalance> {
  const row = await db
    .selectFrom('reserved_package as p')
    .select([
      sql<string>`case when exists (
        select 1 from payment pay where pay.cart_id = p.cart_id and pay.status = ${PaymentStatus.Paid}
      ) then p.price else 0 end`.as('paid'),
      sql<string>`(
        select coalesce(sum(pr.amount), 0) from package_refund pr
        where pr.reserved_package_id = p.id and pr.status in ('pending', 'refunded')
      ) + coalesce((
        select sum(x.refund_amount) from cancellation x
        where x.reserved_package_id = p.id and x.refund_status in ('pending', 'refunded')
      ), 0)`.as('refunded'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirstOrThrow()
  const paid = roundMoney(Number(row.paid))
  const refunded = roundMoney(Number(row.refunded))
  return { paid, refunded, refundable: roundMoney(Math.max(0, paid - refunded)) }
}
