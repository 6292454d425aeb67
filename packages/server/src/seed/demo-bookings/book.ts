import { PaymentMethod } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { addToCart } from '../../modules/cart/cart.service.js'
import { findCart } from '../../modules/cart/cart.store.js'
import { confirmCart } from '../../modules/checkout/confirm.service.js'
import { holdReservation } from '../../modules/checkout/hold.service.js'
import { sitePaymentMethods } from '../../modules/checkout/site-payments.js'
import type { Config } from '../../env.js'
import { candidatesFor } from './candidates.js'
import type { DemoBooking, DemoItem } from './plan.js'

const HOLD_TRIES = 3

export type BookingSettings = Pick<Config, 'APP_HOST' | 'HOLD_MINUTES'>

/** Puts the item in the cart on the first of its days the cart accepts (priced and checked by the cart). */
async function addItem(
  db: DB,
  booking: DemoBooking,
  siteId: number,
  cartRef: string | undefined,
  item: DemoItem,
  skip: number,
) {
  const supplier = booking.supplier ?? 'supplier@jaunt.test'
  let refusal: unknown = new Error(`no day to book for ${JSON.stringify(item)}`)
  for (const candidate of (await candidatesFor(db, supplier, siteId, item)).slice(skip)) {
    try {
      const cart = await addToCart(db, { cartRef, siteId, items: [candidate] }, booking.locale)
      return cart.cart_ref
    } catch (error) {
      refusal = error
    }
  }
  throw refusal
}

/**
 * Books as a guest does on the site's widget: the cart, the hold with the guest's details and no
 * payment (the demo sites take none), then the confirmation, which splits the commission and
 * numbers the items. Answers the cart's id and the payment's uuid (the booking's `payment_ref`).
 */
export async function bookAsGuest(db: DB, settings: BookingSettings, booking: DemoBooking) {
  const site = await db
    .selectFrom('partner_site')
    .select('id')
    .where('sub_domain', '=', booking.site)
    .executeTakeFirstOrThrow()
  if (!(await sitePaymentMethods(db, site.id, false)).includes(PaymentMethod.NoPayment)) {
    throw new Error(`the site ${booking.site} takes no booking without payment`)
  }
  const { first, last, ...contact } = booking.guest
  const order = { name: `${first} ${last}`, first_name: first, last_name: last, ...contact }
  let failed: unknown
  // A day the cart took may still be refused by the hold (a cut-off passed): then a later day, in a new cart.
  for (let skip = 0; skip < HOLD_TRIES; skip++) {
    let cartRef: string | undefined
    for (const item of booking.items) cartRef = await addItem(db, booking, site.id, cartRef, item, skip)
    const held = await holdReservation(db, settings, {
      cartRef: cartRef!,
      order,
      locale: booking.locale,
      paymentMethod: PaymentMethod.NoPayment,
      providerRef: null,
    })
    failed = held.failed_reservation_info
    if (!held.payment) continue
    const cart = await findCart(db, cartRef!)
    await confirmCart(db, cart.id, settings.APP_HOST)
    return { cartId: cart.id, paymentRef: held.payment.uuid }
  }
  throw new Error(`demo booking of ${booking.guest.email} not held: ${JSON.stringify(failed)}`)
}
