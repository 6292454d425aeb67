import { randomUUID } from 'node:crypto'
import type { BookingAnswersInput, PaymentMethod } from '@jaunt/domain'
import { cartTotal, PaymentStatus, ReservationStatus, type Locale, type Order } from '@jaunt/domain'
import { sql, type Selectable } from 'kysely'
import type { DB } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import type { Config } from '../../env.js'
import { findCartForUpdate } from '../cart/cart.store.js'
import { holdPackagePlaces, holdRooms, holdTourSeats } from './capacity.js'
import { cartItems, type HeldItem } from './cart-items.js'
import { badRequest } from '../../lib/errors.js'
import { recordAnswers } from './booking-answers.js'
import { guestWords } from '../../lib/guest-words/index.js'
import { refused } from './checkout.errors.js'
import { holdPackageComponents, type SoldOutService } from './package-components.js'

export interface HoldRequest {
  cartRef: string
  /** A caller's own refusal (a payment method the cart's site does not take), run on the locked cart. */
  refuse?: (trx: DB, cart: Selectable<Database['cart']>) => Promise<void>
  order: Order
  locale: Locale
  paymentMethod: PaymentMethod
  providerRef: string | null
  /** The guest's answers to each item's questions, by reservation ref. */
  answers?: Record<string, BookingAnswersInput>
}

export interface HoldAnswer {
  payment: { uuid: string; status: number; amount: number; currency_code: string } | null
  hold_expires_at: string | null
  failed_reservation_info: { reservation_ref: string; message: string }[]
}

/** True when held; false or why not (a package's sold-out service) when not. */
async function holdItem(trx: DB, item: HeldItem): Promise<boolean | SoldOutService> {
  if (item.tourSlot) {
    return holdTourSeats(trx, item.tourSlot.id, item.tourSlot.guests, { whileBookable: true })
  }
  if (item.packageSlot) {
    if (!(await holdPackagePlaces(trx, item.packageSlot.id, item.packageSlot.guests))) return false
    return (await holdPackageComponents(trx, item.id)) ?? true
  }
  for (const stay of item.rooms) if (!(await holdRooms(trx, stay))) return false
  return item.rooms.length > 0
}

/**
 * Takes the capacity of every item in one transaction, or none: an item that cannot be held is
 * reported in failed_reservation_info and the whole hold is undone, so the guest can change the cart.
 * Holding again before the hold expires answers the same payment.
 */
export async function holdReservation(
  db: DB,
  config: Pick<Config, 'HOLD_MINUTES'>,
  request: HoldRequest,
): Promise<HoldAnswer> {
  return db.transaction().execute(async (trx) => {
    const cart = await findCartForUpdate(trx, request.cartRef)
    await request.refuse?.(trx, cart)
    if (cart.confirmed_at) throw refused((w) => w.alreadyConfirmed)
    const items = await cartItems(trx, cart.id)
    if (items.length === 0) throw refused((w) => w.emptyCart)
    const existing = await trx
      .selectFrom('payment')
      .selectAll()
      .where('cart_id', '=', cart.id)
      .where('status', '=', PaymentStatus.Pending)
      .executeTakeFirst()
    if (existing && items.every((item) => item.status === ReservationStatus.Hold)) {
      return answer(existing, cart.hold_expires_at, [])
    }
    await recordAnswers(trx, cart.id, request.locale, request.answers)
    const failed: HoldAnswer['failed_reservation_info'] = []
    await sql`savepoint hold_items`.execute(trx)
    for (const item of items.filter((i) => i.status === ReservationStatus.InCart)) {
      const held = await holdItem(trx, item)
      if (held !== true)
        failed.push({
          reservation_ref: item.ref,
          message:
            held === false
              ? guestWords(request.locale).itemNotHeld
              : guestWords(request.locale).packageServiceSoldOut(held.service, held.date),
        })
    }
    if (failed.length > 0) {
      await sql`rollback to savepoint hold_items`.execute(trx)
      return { payment: null, hold_expires_at: null, failed_reservation_info: failed }
    }
    const expiresAt = new Date(Date.now() + config.HOLD_MINUTES * 60_000)
    for (const table of ['reservation', 'reserved_package'] as const)
      if (items.some((item) => (item.kind === 'package') === (table === 'reserved_package')))
        await trx
          .updateTable(table)
          .set({ status: ReservationStatus.Hold })
          .where('cart_id', '=', cart.id)
          .execute()
    await trx
      .updateTable('cart')
      .set({
        guest: JSON.stringify(request.order),
        locale: request.locale,
        hold_expires_at: expiresAt,
        updated_at: new Date(),
      })
      .where('id', '=', cart.id)
      .execute()
    const payment = existing ?? (await paymentFor(trx, cart, request, cartTotal(items)))
    return answer(payment, expiresAt, [])
  })
}

/**
 * The hold's payment. A card the bank declined leaves its intent open for another card: holding again
 * with it takes up the payment it already has, rather than a second one.
 */
async function paymentFor(
  trx: DB,
  cart: { id: number; currency_code: string | null },
  request: HoldRequest,
  amount: number,
) {
  const values = { method: request.paymentMethod, amount, currency_code: cart.currency_code ?? 'NOK' }
  const earlier = request.providerRef
    ? await trx
        .selectFrom('payment')
        .selectAll()
        .where('provider_ref', '=', request.providerRef)
        .executeTakeFirst()
    : undefined
  if (earlier && earlier.cart_id !== cart.id)
    throw badRequest('stripe_payment_intent_id: this payment belongs to another booking')
  if (earlier) {
    return trx
      .updateTable('payment')
      .set({ ...values, status: PaymentStatus.Pending, updated_at: new Date() })
      .where('id', '=', earlier.id)
      .returningAll()
      .executeTakeFirstOrThrow()
  }
  return trx
    .insertInto('payment')
    .values({ uuid: randomUUID(), cart_id: cart.id, provider_ref: request.providerRef, ...values })
    .returningAll()
    .executeTakeFirstOrThrow()
}

function answer(
  payment: { uuid: string; status: number; amount: number | string; currency_code: string },
  expiresAt: Date | null,
  failed: HoldAnswer['failed_reservation_info'],
): HoldAnswer {
  return {
    payment: {
      uuid: payment.uuid,
      status: payment.status,
      amount: Number(payment.amount),
      currency_code: payment.currency_code,
    },
    hold_expires_at: expiresAt?.toISOString() ?? null,
    failed_reservation_info: failed,
  }
}
