import { PaymentStatus, ReservationStatus } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { findCart } from '../cart/cart.store.js'
import { moveHeldItem } from './held-items.js'
import { cartItems } from './cart-items.js'

/**
 * Gives back everything a cart holds and puts its items back in the cart, so the guest can try
 * again; its pending payment fails. A cart that holds nothing is left as it is.
 */
export async function releaseCart(trx: DB, cartId: number) {
  const items = await cartItems(trx, cartId)
  const held = items.filter((item) => item.status === ReservationStatus.Hold)
  for (const item of held) await moveHeldItem(trx, item, 'released')
  await trx
    .updateTable('reservation')
    .set({ status: ReservationStatus.InCart })
    .where('cart_id', '=', cartId)
    .where('status', '=', ReservationStatus.Hold)
    .execute()
  await trx
    .updateTable('reserved_package')
    .set({ status: ReservationStatus.InCart })
    .where('cart_id', '=', cartId)
    .where('status', '=', ReservationStatus.Hold)
    .execute()
  await trx
    .updateTable('cart')
    .set({ hold_expires_at: null, updated_at: new Date() })
    .where('id', '=', cartId)
    .execute()
  await trx
    .updateTable('payment')
    .set({ status: PaymentStatus.Failed, updated_at: new Date() })
    .where('cart_id', '=', cartId)
    .where('status', '=', PaymentStatus.Pending)
    .execute()
  return held.length
}

export async function cancelReservation(db: DB, cartRef: string) {
  const cart = await findCart(db, cartRef)
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('cart')
      .select(['id', 'confirmed_at'])
      .where('id', '=', cart.id)
      .forUpdate()
      .executeTakeFirstOrThrow()
    if (locked.confirmed_at) return 0
    return releaseCart(trx, locked.id)
  })
}

/** Holds past their time give their capacity back; run by the hold-expiry job. */
export async function releaseExpiredHolds(db: DB) {
  const expired = await db
    .selectFrom('cart')
    .select('id')
    .where('hold_expires_at', '<', sql<Date>`now()`)
    .where('confirmed_at', 'is', null)
    .execute()
  let released = 0
  for (const { id } of expired) {
    released += await db.transaction().execute(async (trx) => {
      const cart = await trx
        .selectFrom('cart')
        .select(['id', 'hold_expires_at', 'confirmed_at'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow()
      // Confirmed or held again meanwhile: not expired any more.
      if (cart.confirmed_at || !cart.hold_expires_at || cart.hold_expires_at > new Date()) return 0
      return releaseCart(trx, id)
    })
  }
  return released
}
