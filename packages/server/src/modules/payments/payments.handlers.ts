import { cartTotal, PaymentMethod, ReservationStatus, toMinorUnits } from '@jaunt/domain'
import type Stripe from 'stripe'
import type { AppRouteHandler } from '../../lib/types.js'
import { badRequest } from '../../lib/errors.js'
import { findCart } from '../cart/cart.store.js'
import { cartItems } from '../checkout/cart-items.js'
import { refused } from '../checkout/checkout.errors.js'
import { sitePaymentMethods } from '../checkout/site-payments.js'
import type { CardIntent } from './card-provider.js'
import type * as routes from './payments.routes.js'
import { settleCardIntent } from './settle.service.js'
import { settleRefundFromProvider } from '../booking-actions/cancellations.service.js'
import { reverseTransfer } from '../payouts/transfer-reversal.js'

export const PAYMENT_MESSAGES = {
  badSignature: 'stripe-signature: the signature does not match this payload',
} as const

export const publicKey: AppRouteHandler<typeof routes.publicKey> = (c) => {
  const cards = c.get('cards')
  if (!cards) throw refused((w) => w.cardNotConfigured)
  return c.json({ public_key: cards.publicKey }, 200)
}

export const createPaymentIntent: AppRouteHandler<typeof routes.createPaymentIntent> = async (c) => {
  const db = c.get('db')
  const cards = c.get('cards')
  const body = c.req.valid('json')
  const cart = await findCart(db, c.req.valid('param').cartRef)
  if (body.is_stripe_terminal_payment_method) throw refused((w) => w.terminalNotAvailable)
  const offered = await sitePaymentMethods(db, cart.site_id, cards !== null)
  if (!cards || !offered.includes(PaymentMethod.Card)) throw refused((w) => w.cardNotConfigured)
  const items = (await cartItems(db, cart.id)).filter(
    (item) => item.status === ReservationStatus.InCart || item.status === ReservationStatus.Hold,
  )
  if (items.length === 0 || !cart.currency_code) throw refused((w) => w.emptyCart)
  const intent = await cards.createIntent({
    amountMinor: toMinorUnits(cartTotal(items), cart.currency_code),
    currency: cart.currency_code,
    cartRef: cart.cart_ref,
    email: body.order.email,
  })
  return c.json({ stripe_secret: intent.clientSecret, stripe_payment_intent: intent.id }, 200)
}

const SETTLING_EVENTS: Record<string, 'succeeded' | 'failed'> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'failed',
}

/** What became of a refund: the cancellation or partial refund that asked for it follows (refunded or failed). */
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated'])

export const stripeWebhook: AppRouteHandler<typeof routes.stripeWebhook> = async (c) => {
  const cards = c.get('cards')
  if (!cards) throw refused((w) => w.cardNotConfigured)
  const raw = Buffer.from(await c.req.arrayBuffer())
  let event: Stripe.Event
  try {
    event = await cards.verifyWebhook(raw, c.req.valid('header')['stripe-signature'])
  } catch {
    throw badRequest(PAYMENT_MESSAGES.badSignature)
  }
  if (REFUND_EVENTS.has(event.type)) {
    const refund = event.data.object as Stripe.Refund
    const result = await settleRefundFromProvider(
      c.get('db'),
      refund.id,
      refund.status ?? '',
      refund.failure_reason ?? undefined,
    )
    return c.json({ received: true, result }, 200)
  }
  if (event.type === 'transfer.reversed') {
    const transfer = event.data.object as Stripe.Transfer
    return c.json({ received: true, result: await reverseTransfer(c.get('db'), transfer.id) }, 200)
  }
  const outcome = SETTLING_EVENTS[event.type]
  if (!outcome) return c.json({ received: true, result: 'ignored' }, 200)
  const intent = event.data.object as Stripe.PaymentIntent
  const card: CardIntent = {
    id: intent.id,
    clientSecret: '',
    status: intent.status,
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
  }
  return c.json(
    {
      received: true,
      result: await settleCardIntent(c.get('db'), cards, card, outcome, c.get('config').APP_HOST),
    },
    200,
  )
}
