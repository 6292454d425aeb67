import { ServiceType, type Cart } from '@jaunt/domain'
import { expect } from 'vitest'
import { productOfType, siteId } from '../../test/catalogue-fixtures.js'
import { startStripeStandIn } from '../../test/stripe-stand-in.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { guestOrder, tourItem } from '../customer/customer.fixtures.js'

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>
export const WEBHOOK_SECRET = 'whsec_test_jaunt'

/** A seeded app whose demo site takes cards at the Stripe stand-in, with the provider's webhook signed. */
export async function contextWithCards() {
  const stripeApi = await startStripeStandIn()
  const ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_jaunt',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_jaunt',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeApi.url,
  })
  const demo = await siteId(ctx.db, 'demo')
  await ctx.db
    .updateTable('partner_site')
    .set({
      merchant_of_record: JSON.stringify({ type: 'marketplace', payment_method: ['no-payment', 'card'] }),
    })
    .where('id', '=', demo)
    .execute()
  return { ctx, stripeApi, demo }
}

/** Two departures of one activity on the demo site, in one cart paid by card: a two-item booking. */
export async function bookTwoByCard(
  ctx: TestContext,
  stripeApi: StripeStandIn,
  options: { email: string; fromDays: [number, number]; siteId: number },
) {
  const product = await productOfType(ctx.db, ServiceType.Activities, { siteSubDomain: 'demo' })
  const first = await tourItem(ctx, options.fromDays[0], 2, product.id)
  const second = await tourItem(ctx, options.fromDays[1], 1, product.id)
  const site = `site_id=${options.siteId}`
  const cart = await call<Cart>(
    ctx,
    'POST',
    `/gateway/booking/public/cart-reservation?request_for_widget=true&${site}`,
    { body: [first.item, second.item] },
  )
  expect(cart.status, cart.body.message).toBe(200)
  const cartRef = cart.body.cart_ref
  const order = guestOrder(options.email, 'Ola')
  const intent = await call<{ stripe_payment_intent: string; stripe_secret: string }>(
    ctx,
    'POST',
    `/booking/public/create-payment-intent/${cartRef}?${site}`,
    { body: { order, is_stripe_terminal_payment_method: false } },
  )
  const intentId = intent.body.stripe_payment_intent
  const held = await call<{ payment: { uuid: string } }>(
    ctx,
    'POST',
    `/booking/public/hold-reservation/${cartRef}?${site}`,
    { body: { order, stripe_payment_intent_id: intentId, stripe_secret: intent.body.stripe_secret } },
  )
  expect(held.status).toBe(200)
  stripeApi.succeed(intentId)
  await call(ctx, 'GET', `/booking/public/booking-details/${held.body.payment.uuid}`)
  const items = await ctx.db
    .selectFrom('reservation as r')
    .innerJoin('cart as c', 'c.id', 'r.cart_id')
    .select(['r.id', 'r.reservation_ref', 'r.price', 'r.guests', 'r.status', 'r.tour_slot_id'])
    .where('c.cart_ref', '=', cartRef)
    .orderBy('r.id')
    .execute()
  expect(items).toHaveLength(2)
  const owner = await ctx.db
    .selectFrom('app_user')
    .select('email')
    .where('id', '=', product.supplier_user_id)
    .executeTakeFirstOrThrow()
  return { items, intentId, cartRef, productId: product.id, supplierEmail: owner.email }
}

/** The token of the supplier who sells the product and of one who does not. */
export async function tokensFor(ctx: TestContext, supplierEmail: string) {
  const other = supplierEmail === 'supplier@jaunt.test' ? 'both@jaunt.test' : 'supplier@jaunt.test'
  return {
    owner: (await loginAs(ctx, supplierEmail)).access_token,
    stranger: (await loginAs(ctx, other)).access_token,
    admin: (await loginAs(ctx, 'admin@jaunt.test')).access_token,
  }
}
