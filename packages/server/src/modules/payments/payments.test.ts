import { ServiceType, type Cart } from '@jaunt/domain'
import { sql } from 'kysely'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture, productOfType, siteId } from '../../test/catalogue-fixtures.js'
import { startStripeStandIn } from '../../test/stripe-stand-in.js'
import { releaseExpiredHolds } from '../checkout/release.service.js'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'

const WEBHOOK_SECRET = 'whsec_test_jaunt'
let ctx: TestContext
let stripeApi: Awaited<ReturnType<typeof startStripeStandIn>>
let demo: number

beforeAll(async () => {
  stripeApi = await startStripeStandIn()
  ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_jaunt',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_jaunt',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeApi.url,
  })
  demo = await siteId(ctx.db, 'demo')
  await ctx.db
    .updateTable('partner_site')
    .set({
      merchant_of_record: JSON.stringify({ type: 'marketplace', payment_method: ['no-payment', 'card'] }),
    })
    .where('id', '=', demo)
    .execute()
})
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

const order = {
  name: 'Ola Nordmann',
  first_name: 'Ola',
  last_name: 'Nordmann',
  email: 'ola@example.com',
  country: 'NO',
  area_code: '47',
  phone: '90000000',
}

async function cartOnDemo(fromDay: number) {
  const product = await productOfType(ctx.db, ServiceType.Activities, { siteSubDomain: 'demo' })
  const departure = await futureDeparture(ctx.db, product.id, fromDay)
  const ticket = departure.tickets.find((t) => t.price_type === 1)!
  const added = await call<Cart>(
    ctx,
    'POST',
    `/gateway/booking/public/cart-reservation?request_for_widget=true&site_id=${demo}`,
    {
      body: [
        {
          cart_type: 'tour',
          service_id: product.id,
          option_id: departure.option_id,
          date: departure.date,
          start_time: departure.start_time,
          tickets: [{ ticket_id: ticket.id, count: 2 }],
        },
      ],
    },
  )
  expect(added.status).toBe(200)
  return added.body
}

async function payByCard(cart: Cart) {
  const intent = await call<{ stripe_secret: string; stripe_payment_intent: string }>(
    ctx,
    'POST',
    `/booking/public/create-payment-intent/${cart.cart_ref}?site_id=${demo}`,
    { body: { order, is_stripe_terminal_payment_method: false } },
  )
  expect(intent.status).toBe(200)
  const held = await call<{ payment: { uuid: string } }>(
    ctx,
    'POST',
    `/booking/public/hold-reservation/${cart.cart_ref}?site_id=${demo}`,
    {
      body: {
        order,
        stripe_payment_intent_id: intent.body.stripe_payment_intent,
        stripe_secret: intent.body.stripe_secret,
      },
    },
  )
  expect(held.status).toBe(200)
  return { intentId: intent.body.stripe_payment_intent, paymentRef: held.body.payment.uuid }
}

function signedEvent(type: string, intentId: string) {
  const intent = stripeApi.intents.get(intentId)!
  const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type, data: { object: intent } })
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
  return { payload, signature }
}

const deliver = (event: { payload: string; signature: string }) =>
  call<{ result: string }>(ctx, 'POST', '/booking/public/payment-provider/stripe/webhook', {
    rawBody: event.payload,
    headers: { 'Content-Type': 'application/json', 'stripe-signature': event.signature },
  })

describe('card payments through Stripe', () => {
  it('gives the publishable key and an intent for the amount the server computes', async () => {
    expect((await call(ctx, 'GET', '/booking/public/payment-provider/public-key/NOK')).body).toEqual({
      public_key: 'pk_test_jaunt',
    })
    const cart = await cartOnDemo(30)
    const { intentId } = await payByCard(cart)
    const intent = stripeApi.intents.get(intentId)!
    expect(intent.amount).toBe(Math.round(cart.cart_total_price * 100))
    expect(intent.currency).toBe(cart.cart_currency!.toLowerCase())
    expect(intent.metadata.cart_ref).toBe(cart.cart_ref)
  })

  it('confirms the booking from the signed webhook, once however often it arrives', async () => {
    const cart = await cartOnDemo(31)
    const { intentId, paymentRef } = await payByCard(cart)
    // The guest cannot declare a card booking paid.
    expect(
      (
        await call(ctx, 'POST', `/booking/public/confirm-reservation/${cart.cart_ref}`, {
          body: { status: 2 },
        })
      ).status,
    ).toBe(422)
    const pending = await call<Cart>(ctx, 'GET', `/booking/public/booking-details/${paymentRef}`)
    expect(pending.body.retry_status_check).toBe(true)

    stripeApi.succeed(intentId)
    const event = signedEvent('payment_intent.succeeded', intentId)
    expect((await deliver(event)).body).toEqual({ received: true, result: 'confirmed' })
    const numbers = await ctx.db
      .selectFrom('reservation')
      .select('booking_number')
      .innerJoin('cart', 'cart.id', 'reservation.cart_id')
      .where('cart.cart_ref', '=', cart.cart_ref)
      .execute()
    expect((await deliver(event)).body.result).toBe('confirmed')
    const again = await ctx.db
      .selectFrom('reservation')
      .select('booking_number')
      .innerJoin('cart', 'cart.id', 'reservation.cart_id')
      .where('cart.cart_ref', '=', cart.cart_ref)
      .execute()
    expect(again).toEqual(numbers)
    const mails = await ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'ola@example.com')
      .execute()
    expect(mails).toHaveLength(1)
    // Sold on the demo site: its partner earns 30 % of the commission.
    const split = await ctx.db
      .selectFrom('reservation')
      .select(['commission_amount', 'partner_amount'])
      .innerJoin('cart', 'cart.id', 'reservation.cart_id')
      .where('cart.cart_ref', '=', cart.cart_ref)
      .executeTakeFirstOrThrow()
    expect(Number(split.partner_amount)).toBeCloseTo(Number(split.commission_amount) * 0.3, 2)
    const done = await call<Cart>(ctx, 'GET', `/booking/public/booking-details/${paymentRef}`)
    expect(done.body).toMatchObject({ retry_status_check: false, payment_info: { payment_method: 'card' } })
    expect(done.body.reservations[0]!.status).toBe('CONFIRM')
  })

  it('confirms from the provider when the booking page asks and the event has not come', async () => {
    const cart = await cartOnDemo(32)
    const { intentId, paymentRef } = await payByCard(cart)
    stripeApi.succeed(intentId)
    const details = await call<Cart>(ctx, 'GET', `/booking/public/booking-details/${paymentRef}`)
    expect(details.body.reservations[0]!.status).toBe('CONFIRM')
  })

  it('releases the hold when the payment fails', async () => {
    const cart = await cartOnDemo(33)
    const { intentId } = await payByCard(cart)
    const held = await ctx.db
      .selectFrom('reservation')
      .innerJoin('cart', 'cart.id', 'reservation.cart_id')
      .select('reservation.status')
      .where('cart.cart_ref', '=', cart.cart_ref)
      .executeTakeFirstOrThrow()
    expect(held.status).toBe(2)
    expect((await deliver(signedEvent('payment_intent.payment_failed', intentId))).body.result).toBe(
      'released',
    )
    const after = await call<Cart>(ctx, 'GET', `/booking/public/cart-reservation/${cart.cart_ref}`)
    expect(after.body.reservations[0]!.status).toBe(true)
  })

  it('waits while the card asks for 3-D Secure, and confirms once the guest has passed it', async () => {
    const cart = await cartOnDemo(36)
    const { intentId, paymentRef } = await payByCard(cart)
    stripeApi.requireAction(intentId)
    const waiting = await call<Cart>(ctx, 'GET', `/booking/public/booking-details/${paymentRef}`)
    expect(waiting.status).toBe(200)
    expect(waiting.body.reservations[0]!.status).not.toBe('CONFIRM')
    stripeApi.succeed(intentId)
    const done = await call<Cart>(ctx, 'GET', `/booking/public/booking-details/${paymentRef}`)
    expect(done.body.reservations[0]!.status).toBe('CONFIRM')
  })

  it('gives a declined card’s places back to the cart, so the guest can try another card', async () => {
    const cart = await cartOnDemo(37)
    const { intentId } = await payByCard(cart)
    stripeApi.decline(intentId)
    expect((await deliver(signedEvent('payment_intent.payment_failed', intentId))).body.result).toBe(
      'released',
    )
    const after = await call<Cart>(ctx, 'GET', `/booking/public/cart-reservation/${cart.cart_ref}`)
    expect(after.body.reservations).toHaveLength(1)
    const again = await payByCard(after.body)
    expect(again.intentId).toBe(intentId)
    stripeApi.succeed(intentId)
    expect((await deliver(signedEvent('payment_intent.succeeded', intentId))).body.result).toBe('confirmed')
  })

  it('refunds at once a payment that comes after the hold expired, and books nothing', async () => {
    const cart = await cartOnDemo(38)
    const { intentId, paymentRef } = await payByCard(cart)
    await ctx.db
      .updateTable('cart')
      .set({ hold_expires_at: sql`now() - interval '1 minute'` })
      .where('cart_ref', '=', cart.cart_ref)
      .execute()
    expect(await releaseExpiredHolds(ctx.db)).toBeGreaterThan(0)
    stripeApi.succeed(intentId)
    const event = signedEvent('payment_intent.succeeded', intentId)
    expect((await deliver(event)).body.result).toBe('expired')
    const refunds = [...stripeApi.refunds.values()].filter((refund) => refund.payment_intent === intentId)
    expect(refunds).toEqual([expect.objectContaining({ amount: stripeApi.intents.get(intentId)!.amount })])
    // Stripe sends the event again: still one refund.
    await deliver(signedEvent('payment_intent.succeeded', intentId))
    expect(
      [...stripeApi.refunds.values()].filter((refund) => refund.payment_intent === intentId),
    ).toHaveLength(1)
    const details = await call<Cart>(ctx, 'GET', `/booking/public/booking-details/${paymentRef}`)
    expect(details.body.reservations.every((item) => item.status !== 'CONFIRM')).toBe(true)
  })

  it('will not hold one booking with another booking’s payment', async () => {
    const first = await payByCard(await cartOnDemo(39))
    const other = await cartOnDemo(40)
    const held = await call(
      ctx,
      'POST',
      `/booking/public/hold-reservation/${other.cart_ref}?site_id=${demo}`,
      {
        body: { order, stripe_payment_intent_id: first.intentId, stripe_secret: 'x' },
      },
    )
    expect(held.status).toBe(400)
    expect(held.body.message).toBe('stripe_payment_intent_id: this payment belongs to another booking')
  })

  it('refuses an event whose signature does not match', async () => {
    const cart = await cartOnDemo(34)
    const { intentId } = await payByCard(cart)
    const event = signedEvent('payment_intent.succeeded', intentId)
    const tampered = await deliver({
      payload: event.payload.replace('"amount":', '"amount":1'),
      signature: event.signature,
    })
    expect(tampered.status).toBe(400)
    expect(tampered.body.message).toBe('stripe-signature: the signature does not match this payload')
  })

  it('does not confirm a payment for another amount', async () => {
    const cart = await cartOnDemo(35)
    const { intentId } = await payByCard(cart)
    Object.assign(stripeApi.intents.get(intentId)!, { status: 'succeeded', amount: 100 })
    expect((await deliver(signedEvent('payment_intent.succeeded', intentId))).body.result).toBe('mismatch')
  })
})

describe('without Stripe keys', () => {
  it('does not offer card payments, with a clear message', async () => {
    const plain = await createTestContext()
    try {
      const key = await call(plain, 'GET', '/booking/public/payment-provider/public-key/NOK')
      expect(key.status).toBe(422)
      expect(key.body.message).toBe('Card payments are not available for this site')
    } finally {
      await plain.close()
    }
  })
})
