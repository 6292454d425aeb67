import { ServiceType, type Cart } from '@jaunt/domain'
import { expect } from 'vitest'
import { futureDeparture, isoDay, productOfType } from '../../test/catalogue-fixtures.js'
import type { startStripeStandIn } from '../../test/stripe-stand-in.js'
import { call, type TestContext } from '../../test/test-app.js'

/** Test helpers: bookings made through the API as a guest would, and a customer logged in by link. */
export const guestOrder = (email: string, firstName = 'Ingrid') => ({
  name: `${firstName} Hansen`,
  first_name: firstName,
  last_name: 'Hansen',
  email,
  country: 'NO',
  area_code: '47',
  phone: '41234567',
})

interface BookOptions {
  email: string
  locale?: string
}

/** Holds and confirms a cart without payment; answers the payment's uuid. */
async function bookWithoutPayment(ctx: TestContext, cartRef: string, { email, locale = 'en' }: BookOptions) {
  const held = await call<{ payment: { uuid: string } }>(
    ctx,
    'POST',
    `/booking/public/hold-reservation/${cartRef}`,
    {
      body: { order: guestOrder(email), stripe_payment_intent_id: null, stripe_secret: null },
      headers: { 'APP-LOCALE': locale },
    },
  )
  expect(held.status).toBe(200)
  const confirmed = await call(ctx, 'POST', `/booking/public/confirm-reservation/${cartRef}`, {
    body: { status: 2 },
  })
  expect(confirmed.status).toBe(200)
  return held.body.payment.uuid
}

async function addToCart(ctx: TestContext, items: unknown[]) {
  const added = await call<Cart>(ctx, 'POST', '/booking/public/cart-reservation', { body: items })
  expect(added.status).toBe(200)
  return added.body
}

const reservationOf = (ctx: TestContext, cartRef: string) =>
  ctx.db
    .selectFrom('reservation as r')
    .innerJoin('cart as c', 'c.id', 'r.cart_id')
    .select(['r.id', 'r.reservation_ref', 'r.price', 'r.guests', 'r.status'])
    .where('c.cart_ref', '=', cartRef)
    .executeTakeFirstOrThrow()

export async function tourItem(ctx: TestContext, fromDay: number, count = 2, serviceId?: number) {
  const product = serviceId
    ? await ctx.db.selectFrom('service').selectAll().where('id', '=', serviceId).executeTakeFirstOrThrow()
    : await productOfType(ctx.db, ServiceType.Activities)
  const departure = await futureDeparture(ctx.db, product.id, fromDay)
  const ticket = departure.tickets.find((t) => t.price_type === 1)!
  return {
    product,
    departure,
    item: {
      cart_type: 'tour',
      service_id: product.id,
      option_id: departure.option_id,
      date: departure.date,
      start_time: departure.start_time,
      tickets: [{ ticket_id: ticket.id, count }],
    },
  }
}

export async function bookTour(ctx: TestContext, options: BookOptions & { fromDay: number; count?: number }) {
  const { product, departure, item } = await tourItem(ctx, options.fromDay, options.count)
  const cart = await addToCart(ctx, [item])
  const paymentRef = await bookWithoutPayment(ctx, cart.cart_ref, options)
  const reservation = await reservationOf(ctx, cart.cart_ref)
  return { cartRef: cart.cart_ref, paymentRef, product, slotId: departure.id, ...reservation }
}

export async function bookHotel(
  ctx: TestContext,
  options: BookOptions & { fromDay: number; nights?: number },
) {
  const hotel = await productOfType(ctx.db, ServiceType.Hotels)
  const room = await ctx.db
    .selectFrom('room_type')
    .selectAll()
    .where('service_id', '=', hotel.id)
    .orderBy('position')
    .executeTakeFirstOrThrow()
  const plan = await ctx.db
    .selectFrom('rate_plan')
    .selectAll()
    .where('room_type_id', '=', room.id)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await ctx.db
    .updateTable('rate_plan_day')
    .set({ min_stay: null, max_stay: null, no_checkin: false, no_checkout: false, cut_off_hours: null })
    .where('rate_plan_id', '=', plan.id)
    .execute()
  const nights = options.nights ?? 2
  const cart = await addToCart(ctx, [
    {
      cart_type: 'hotel',
      service_id: hotel.id,
      check_in: isoDay(options.fromDay),
      check_out: isoDay(options.fromDay + nights),
      rooms: [
        {
          room_type_id: room.id,
          rate_plan_id: plan.id,
          num_of_rooms: 1,
          num_of_adults: 2,
          num_of_children: 0,
        },
      ],
    },
  ])
  const paymentRef = await bookWithoutPayment(ctx, cart.cart_ref, options)
  const reservation = await reservationOf(ctx, cart.cart_ref)
  return { cartRef: cart.cart_ref, paymentRef, hotel, room, plan, ...reservation }
}

export async function bookPackage(ctx: TestContext, options: BookOptions & { fromDay: number }) {
  const pack = await productOfType(ctx.db, ServiceType.Packages)
  const slot = await ctx.db
    .selectFrom('package_slot')
    .selectAll()
    .where('package_id', '=', pack.id)
    .where('date', '>=', isoDay(options.fromDay))
    .orderBy('date')
    .executeTakeFirstOrThrow()
  const cart = await addToCart(ctx, [
    {
      cart_type: 'package',
      package_id: pack.id,
      date: slot.date,
      adult: 2,
      child: 1,
      rooms: [{ adult: 2, child: 1 }],
    },
  ])
  const paymentRef = await bookWithoutPayment(ctx, cart.cart_ref, options)
  const reserved = await ctx.db
    .withTables<{ reserved_package: { reservation_ref: string } }>()
    .selectFrom('reserved_package as p')
    .innerJoin('cart as c', 'c.id', 'p.cart_id')
    .select(['p.id', 'p.reservation_ref', 'p.price'])
    .where('c.cart_ref', '=', cart.cart_ref)
    .executeTakeFirstOrThrow()
  return { cartRef: cart.cart_ref, paymentRef, pack, slot, ...reserved }
}

/** The token in the newest login link mailed to this address. */
export async function mailedToken(ctx: TestContext, email: string) {
  const mail = await ctx.db
    .selectFrom('mail_outbox')
    .select('body_text')
    .where('to_address', '=', email)
    .where('kind', '=', 'customer-login-link')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return /[?&]token=([\w-]+)/.exec(mail.body_text)![1]!
}

/** Logs a customer in the way the customer area does: ask for the link, open it. */
export async function customerToken(ctx: TestContext, email: string) {
  const asked = await call(ctx, 'POST', '/core/public/customer/login', { body: { email } })
  expect(asked.status).toBe(200)
  const session = await call<{ customer_session_token: string }>(
    ctx,
    'POST',
    '/core/public/customer/login/token',
    {
      body: { token: await mailedToken(ctx, email) },
    },
  )
  expect(session.status).toBe(200)
  return session.body.customer_session_token
}

/** A tour on a site booked by card: intent, hold, the provider's success, confirmation. */
export async function bookByCard(
  ctx: TestContext,
  stripeApi: Awaited<ReturnType<typeof startStripeStandIn>>,
  options: { email: string; fromDay: number; siteId: number },
) {
  const product = await productOfType(ctx.db, ServiceType.Activities, { siteSubDomain: 'demo' })
  const { departure, item } = await tourItem(ctx, options.fromDay, 2, product.id)
  const site = `site_id=${options.siteId}`
  const cart = await call<Cart>(
    ctx,
    'POST',
    `/gateway/booking/public/cart-reservation?request_for_widget=true&${site}`,
    {
      body: [item],
    },
  )
  expect(cart.status).toBe(200)
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
    {
      body: { order, stripe_payment_intent_id: intentId, stripe_secret: intent.body.stripe_secret },
    },
  )
  stripeApi.succeed(intentId)
  // The booking page asks the provider, which confirms the paid booking.
  await call(ctx, 'GET', `/booking/public/booking-details/${held.body.payment.uuid}`)
  const reservation = await reservationOf(ctx, cartRef)
  return { ...reservation, cartRef, intentId, slotId: departure.id }
}
