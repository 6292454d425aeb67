import {
  cartTotal,
  MESSAGES,
  PaymentMethod,
  PaymentStatus,
  ReservationStatus,
  toMinorUnits,
  type Locale,
  type TerminalDeskPayment,
  type TerminalDeskSettlement,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'
import { notFound } from '../../lib/errors.js'
import { findCart } from '../cart/cart.store.js'
import { cartItems } from '../checkout/cart-items.js'
import { conflict, refused } from '../checkout/checkout.errors.js'
import { holdReservation } from '../checkout/hold.service.js'
import { cancelReservation } from '../checkout/release.service.js'
import { settleCardIntent } from '../payments/settle.service.js'
import type { TerminalProvider } from '../terminals/terminal-provider.js'
import { listLocations, listReaders } from '../terminals/terminals.service.js'

/**
 * Starts a sale at the desk: the amount comes from the cart, its places are held as the online card
 * checkout holds them, and a card_present intent for that amount waits for the reader.
 */
export async function startDeskPayment(
  db: DB,
  config: Config,
  provider: TerminalProvider,
  siteId: number,
  input: TerminalDeskPayment,
  locale: Locale,
) {
  const reader = await db
    .selectFrom('terminal_reader as r')
    .innerJoin('terminal_location as l', 'l.id', 'r.location_id')
    .select(['r.id', 'l.currency_code', 'l.provider_account'])
    .where('r.id', '=', input.reader_id)
    .where('r.site_id', '=', siteId)
    .executeTakeFirst()
  if (!reader) throw notFound()
  const cart = await findCart(db, input.cart_ref)
  if (cart.site_id !== siteId) throw notFound(MESSAGES.terminalCartOfAnotherSite)
  const items = (await cartItems(db, cart.id)).filter(
    (item) => item.status === ReservationStatus.InCart || item.status === ReservationStatus.Hold,
  )
  if (items.length === 0 || !cart.currency_code) throw refused((w) => w.emptyCart)
  // The reader charges on its location's Stripe account, which takes that location's currency only.
  if (reader.currency_code && reader.currency_code !== cart.currency_code.toUpperCase()) {
    throw conflict(MESSAGES.terminalLocationCurrencyMismatch)
  }
  const account = provider.onAccount(reader.provider_account)
  const given = await db
    .selectFrom('payment')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('cart_id', '=', cart.id)
    .where('status', '=', PaymentStatus.Failed)
    .executeTakeFirstOrThrow()
  const intent = await account.createTerminalIntent({
    amountMinor: toMinorUnits(cartTotal(items), cart.currency_code),
    currency: cart.currency_code,
    cartRef: cart.cart_ref,
    attempt: Number(given.count),
  })
  const name = `${input.first_name} ${input.last_name}`
  const held = await holdReservation(db, config, {
    cartRef: cart.cart_ref,
    // Sold face to face: the guest's phone is not asked for at the desk.
    order: {
      name,
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      country: '',
      area_code: '',
      phone: '',
    },
    locale,
    paymentMethod: PaymentMethod.Terminal,
    providerRef: intent.id,
  })
  if (!held.payment || held.failed_reservation_info.length > 0) {
    await account.cancelIntent(intent.id).catch(() => undefined)
    throw conflict(MESSAGES.cartItemNotValid)
  }
  if (reader.provider_account) {
    await db
      .updateTable('payment')
      .set({ provider_account: reader.provider_account })
      .where('uuid', '=', held.payment.uuid)
      .execute()
  }
  return {
    payment_ref: held.payment.uuid,
    payment_intent: intent.id,
    client_secret: intent.clientSecret,
    amount: held.payment.amount,
    currency_code: held.payment.currency_code,
    hold_expires_at: held.hold_expires_at,
  }
}

async function deskPayment(db: DB, siteId: number, paymentRef: string) {
  const payment = /^[0-9a-f-]{36}$/i.test(paymentRef)
    ? await db
        .selectFrom('payment as p')
        .innerJoin('cart as c', 'c.id', 'p.cart_id')
        .select([
          'p.id',
          'p.uuid',
          'p.cart_id',
          'p.status',
          'p.provider_ref',
          'p.provider_account',
          'c.cart_ref',
        ])
        .where('p.uuid', '=', paymentRef)
        .where('p.method', '=', PaymentMethod.Terminal)
        .where('c.site_id', '=', siteId)
        .executeTakeFirst()
    : undefined
  if (!payment?.provider_ref) throw notFound()
  return { ...payment, provider_ref: payment.provider_ref }
}

async function settlement(
  db: DB,
  payment: { uuid: string; cart_id: number },
  outcome: TerminalDeskSettlement['outcome'],
): Promise<TerminalDeskSettlement> {
  const booked = await db
    .selectFrom('reservation')
    .select('booking_number')
    .where('cart_id', '=', payment.cart_id)
    .where('status', '=', ReservationStatus.Confirm)
    .orderBy('id')
    .execute()
  return {
    payment_ref: payment.uuid,
    outcome,
    booking_numbers: booked.flatMap((row) => (row.booking_number ? [row.booking_number] : [])),
  }
}

/**
 * After the reader processed the card: books the cart exactly as a paid card checkout, once Stripe
 * says the intent succeeded. Asking again answers the same booking; an intent still waiting leaves
 * the hold as it is, so the operator can retry until it expires.
 */
export async function confirmDeskPayment(
  db: DB,
  provider: TerminalProvider,
  siteId: number,
  paymentRef: string,
  appHost: string,
) {
  const payment = await deskPayment(db, siteId, paymentRef)
  if (payment.status === PaymentStatus.Paid) return settlement(db, payment, 'confirmed')
  const account = provider.onAccount(payment.provider_account)
  const intent = await account.retrieveIntent(payment.provider_ref)
  if (intent.status === 'succeeded') {
    const settled = await settleCardIntent(db, account, intent, 'succeeded', appHost)
    if (settled === 'confirmed') return settlement(db, payment, 'confirmed')
    if (settled === 'expired') return settlement(db, payment, 'refunded')
    throw conflict(MESSAGES.processPaymentFailed)
  }
  if (intent.status === 'canceled') {
    await settleCardIntent(db, account, intent, 'failed', appHost)
    return settlement(db, payment, 'released')
  }
  return settlement(db, payment, payment.status === PaymentStatus.Failed ? 'released' : 'pending')
}

/**
 * The operator gives up on the sale: the intent is cancelled at Stripe first, so a reader that comes
 * back online cannot charge it, then the places go back to the cart. An intent that was paid meanwhile
 * is booked instead.
 */
export async function cancelDeskPayment(
  db: DB,
  provider: TerminalProvider,
  siteId: number,
  paymentRef: string,
  appHost: string,
) {
  const payment = await deskPayment(db, siteId, paymentRef)
  if (payment.status === PaymentStatus.Paid) throw conflict((w) => w.alreadyConfirmed)
  const account = provider.onAccount(payment.provider_account)
  const intent = await account.retrieveIntent(payment.provider_ref)
  if (intent.status === 'succeeded') return confirmDeskPayment(db, provider, siteId, paymentRef, appHost)
  if (intent.status !== 'canceled') await account.cancelIntent(payment.provider_ref)
  await cancelReservation(db, payment.cart_ref)
  return settlement(db, payment, 'released')
}

/** What the operator chooses from: the site's locations and readers. */
export async function deskSetup(db: DB, siteId: number) {
  return {
    site_id: siteId,
    locations: await listLocations(db, siteId),
    readers: await listReaders(db, siteId),
  }
}

/** The reader the operator chose, if it stands at the chosen location of this site; else not found. */
export async function readerAtLocation(
  db: DB,
  siteId: number,
  choice: { location_id: number; reader_id: number },
) {
  const reader = (await listReaders(db, siteId)).find(
    (candidate) => candidate.id === choice.reader_id && candidate.location === choice.location_id,
  )
  if (!reader) throw notFound()
  return reader
}
