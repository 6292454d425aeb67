import type { Cart, PackageSlot } from '@jaunt/domain'
import { expect } from 'vitest'
import type { StripeStandIn } from '../booking-actions/booking-actions.fixtures.js'
import { guestOrder } from '../customer/customer.fixtures.js'
import { call, type TestContext } from '../../test/test-app.js'

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/**
 * Test helper: books the package for two adults on the demo site and pays by card at the Stripe stand-in,
 * in the guest's language. Answers the page's key (payment uuid and package number) and the intent.
 */
export async function bookPackageByCard(
  ctx: TestContext,
  stripeApi: StripeStandIn,
  options: { packageId: number; siteId: number; email: string; locale?: string },
) {
  const slots = await call<PackageSlot[]>(
    ctx,
    'POST',
    `/availability/public/packaging/available-package-slots/${options.packageId}`,
    { body: { from: isoDay(20), to: isoDay(90) } },
  )
  // Card payments are offered on a site's widget: the site sells the package it made.
  const site = `site_id=${options.siteId}`
  const headers = { 'APP-LOCALE': options.locale ?? 'en' }
  const order = guestOrder(options.email, 'Tuva')
  for (const slot of slots.body.filter((one) => one.status !== 'sold-out' && one.remaining >= 2)) {
    const item = {
      cart_type: 'package',
      package_id: options.packageId,
      date: slot.date,
      adult: 2,
      child: 0,
      rooms: [{ adult: 2, child: 0 }],
    }
    const cart = await call<Cart>(
      ctx,
      'POST',
      `/booking/public/cart-reservation?request_for_widget=true&${site}`,
      {
        body: [item],
        headers,
      },
    )
    if (cart.status !== 200) continue
    const cartRef = cart.body.cart_ref
    const intent = await call<{ stripe_payment_intent: string; stripe_secret: string }>(
      ctx,
      'POST',
      `/booking/public/create-payment-intent/${cartRef}?${site}`,
      { body: { order, is_stripe_terminal_payment_method: false }, headers },
    )
    expect(intent.status).toBe(200)
    const intentId = intent.body.stripe_payment_intent
    const held = await call<{ payment: { uuid: string } }>(
      ctx,
      'POST',
      `/booking/public/hold-reservation/${cartRef}?${site}`,
      {
        body: { order, stripe_payment_intent_id: intentId, stripe_secret: intent.body.stripe_secret },
        headers,
      },
    )
    expect(held.status).toBe(200)
    stripeApi.succeed(intentId)
    await call(ctx, 'GET', `/booking/public/booking-details/${held.body.payment.uuid}`)
    const booked = await ctx.db
      .selectFrom('reserved_package as p')
      .innerJoin('cart as c', 'c.id', 'p.cart_id')
      .select(['p.id', 'p.price', 'p.status'])
      .where('c.cart_ref', '=', cartRef)
      .executeTakeFirstOrThrow()
    return { paymentRef: held.body.payment.uuid, id: booked.id, price: Number(booked.price), intentId }
  }
  throw new Error('no start date of the package could be booked')
}
