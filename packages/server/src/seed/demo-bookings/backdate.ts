import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

/** The moment `[day, hour]` of the month before `today`'s, in UTC. */
export function lastMonthAt(today: Date, [day, hour]: [number, number]) {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, day, hour, 7 * day))
}

/**
 * The booking paths stamp every row with the time they run, and refuse departures in the past. So the
 * demo books ahead, then moves the cart's own timestamps (cart, items, payment, history, cancellation,
 * refunds, mails) back by one interval, until it was confirmed at `bookedAt`. Amounts, capacity and
 * statuses stay as the real paths wrote them (docs/decisions.md, "The demo's bookings").
 */
export async function backdateCart(db: DB, cartId: number, bookedAt: Date) {
  const cart = await db
    .selectFrom('cart')
    .select('confirmed_at')
    .where('id', '=', cartId)
    .executeTakeFirstOrThrow()
  const shift = sql`(${cart.confirmed_at!.getTime() - bookedAt.getTime()} * interval '1 millisecond')`
  const items = sql`(select id from reservation where cart_id = ${cartId})`
  const packages = sql`(select id from reserved_package where cart_id = ${cartId})`
  const ofCart = sql`reservation_id in ${items} or reserved_package_id in ${packages}`
  // The schema's created_at columns are not for updates; this is the one place they move, in plain SQL.
  await db.transaction().execute(async (trx) => {
    for (const statement of [
      sql`update cart set created_at = created_at - ${shift}, updated_at = updated_at - ${shift},
        confirmed_at = confirmed_at - ${shift} where id = ${cartId}`,
      sql`update reservation set created_at = created_at - ${shift} where cart_id = ${cartId}`,
      sql`update reserved_package set created_at = created_at - ${shift} where cart_id = ${cartId}`,
      sql`update payment set created_at = created_at - ${shift}, updated_at = updated_at - ${shift}
        where cart_id = ${cartId}`,
      sql`update mail_outbox set created_at = created_at - ${shift} where cart_id = ${cartId}`,
      sql`update reservation_history set created_at = created_at - ${shift} where ${ofCart}`,
      sql`update cancellation set cancelled_at = cancelled_at - ${shift} where ${ofCart}`,
      sql`update reservation_refund set created_at = created_at - ${shift} where reservation_id in ${items}`,
      sql`update package_refund set created_at = created_at - ${shift} where reserved_package_id in ${packages}`,
    ])
      await statement.execute(trx)
  })
}
