import { randomBytes } from 'node:crypto'
import { PaymentMethod, PaymentStatus, ReservationStatus } from '@jaunt/domain'
import type { Selectable } from 'kysely'
import type { DB } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { findCartForUpdate } from '../cart/cart.store.js'
import { moveHeldItem } from './held-items.js'
import { cartItems } from './cart-items.js'
import { commissionFor } from './commission.js'
import { sharePackage } from './package-shares.js'
import { conflict, refused } from './checkout.errors.js'
import { queueBookingMails } from './booking-mails.js'
import { handOutVoucherCodes } from './voucher-codes.js'
import { recordStateChange } from '../reservation-history/history.js'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** Short, unambiguous booking numbers guests can read out on the phone: JT-XXXXXXXX. */
export function bookingNumber() {
  const bytes = randomBytes(8)
  return `JT-${[...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`
}

/**
 * Turns a paid hold into bookings: held capacity becomes booked, each item gets its booking number,
 * the payment is paid and the mails are queued, all in one transaction. Confirming a confirmed cart
 * answers the same booking, so a retried call or a repeated webhook books nothing twice.
 */
export async function confirmCart(db: DB, cartId: number, appHost: string) {
  return db.transaction().execute(async (trx) => {
    const cart = await trx
      .selectFrom('cart')
      .selectAll()
      .where('id', '=', cartId)
      .forUpdate()
      .executeTakeFirstOrThrow()
    return confirmLocked(trx, cart, await latestPayment(trx, cart.id), appHost)
  })
}

/**
 * The guest's own call confirms only a booking that needs no payment; card bookings are confirmed
 * by the provider's word (settle.service). The cart is found and locked in one statement.
 */
export async function confirmGuestCart(db: DB, cartRef: string, appHost: string) {
  return db.transaction().execute(async (trx) => {
    const cart = await findCartForUpdate(trx, cartRef)
    const payment = await latestPayment(trx, cart.id)
    if (!payment) throw refused((w) => w.notHeld)
    if (payment.method !== PaymentMethod.NoPayment) throw refused((w) => w.paymentMethodNotOffered)
    return confirmLocked(trx, cart, payment, appHost)
  })
}

const latestPayment = (trx: DB, cartId: number) =>
  trx.selectFrom('payment').selectAll().where('cart_id', '=', cartId).orderBy('id', 'desc').executeTakeFirst()

async function confirmLocked(
  trx: DB,
  cart: Selectable<Database['cart']>,
  payment: Selectable<Database['payment']> | undefined,
  appHost: string,
) {
  if (cart.confirmed_at && payment) return payment.uuid
  const items = await cartItems(trx, cart.id)
  if (
    !payment ||
    payment.status !== PaymentStatus.Pending ||
    items.some((item) => item.status !== ReservationStatus.Hold)
  ) {
    throw conflict((w) => w.noLongerHeld)
  }
  for (const item of items) {
    await moveHeldItem(trx, item, 'booked')
    const table = item.kind === 'package' ? 'reserved_package' : 'reservation'
    const split =
      item.kind === 'package'
        ? await sharePackage(trx, item.id)
        : await commissionFor(trx, item.serviceId, cart.site_id, item.price)
    await trx
      .updateTable(table)
      .set({ status: ReservationStatus.Confirm, booking_number: bookingNumber(), ...split })
      .where('id', '=', item.id)
      .execute()
    if (item.kind === 'reservation') await handOutVoucherCodes(trx, item.id)
    await recordStateChange(trx, {
      ...(item.kind === 'package' ? { packageId: item.id } : { reservationId: item.id }),
      from: ReservationStatus.Hold,
      to: ReservationStatus.Confirm,
      actor: { kind: 'guest', email: cart.guest?.email ?? '' },
    })
  }
  // The payment paid and the cart closed in one statement.
  await trx
    .with('paid', (db) =>
      db
        .updateTable('payment')
        .set({ status: PaymentStatus.Paid, updated_at: new Date() })
        .where('id', '=', payment.id),
    )
    .updateTable('cart')
    .set({ confirmed_at: new Date(), hold_expires_at: null })
    .where('id', '=', cart.id)
    .execute()
  await queueBookingMails(trx, cart, appHost)
  return payment.uuid
}
