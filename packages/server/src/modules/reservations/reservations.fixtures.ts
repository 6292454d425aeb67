import { ServiceType, Status, type Cart } from '@jaunt/domain'
import { expect } from 'vitest'
import { futureDeparture, siteId } from '../../test/catalogue-fixtures.js'
import { call, type TestContext } from '../../test/test-app.js'

/** Test helpers: bookings made through the public API as a guest would, on a partner's site or none. */

/** The first bookable, public, active activity of a supplier. */
export async function activityOf(ctx: TestContext, supplierEmail: string) {
  return ctx.db
    .selectFrom('service as s')
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .select('s.id')
    .where('u.email', '=', supplierEmail)
    .where('s.service_type', '=', ServiceType.Activities)
    .where('s.status', '=', Status.Active)
    .where('s.is_private', '=', false)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('tour_slot as ts')
          .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
          .select('ts.id')
          .whereRef('o.service_id', '=', 's.id'),
      ),
    )
    .orderBy('s.id')
    .executeTakeFirstOrThrow()
}

export interface Booking {
  supplierEmail: string
  site?: string
  guest: { first: string; last: string; email: string }
  locale?: string
  fromDay?: number
  answers?: (ref: string) => Record<string, Record<string, string>>
}

/** Books one activity of the supplier and answers its ref, cart id and product id. */
export async function book(ctx: TestContext, booking: Booking) {
  const product = await activityOf(ctx, booking.supplierEmail)
  const site = booking.site ? await siteId(ctx.db, booking.site) : null
  if (site) {
    await ctx.db
      .insertInto('site_catalogue')
      .values({ site_id: site, service_id: product.id })
      .onConflict((conflict) => conflict.doNothing())
      .execute()
  }
  const departure = await futureDeparture(ctx.db, product.id, booking.fromDay ?? 30)
  const ticket = departure.tickets.find((t) => t.price_type === 1)!
  const query = site ? `?request_for_widget=true&site_id=${site}` : ''
  const headers = { 'APP-LOCALE': booking.locale ?? 'en' }
  const cartPath = site
    ? `/gateway/booking/public/cart-reservation${query}`
    : '/booking/public/cart-reservation'
  const added = await call<Cart>(ctx, 'POST', cartPath, {
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
    headers,
  })
  expect(added.status, added.body.message).toBe(200)
  const ref = added.body.reservations[0]!.reservation_ref
  const { first, last, email } = booking.guest
  const order = { name: `${first} ${last}`, first_name: first, last_name: last, email }
  const held = await call(ctx, 'POST', `/booking/public/hold-reservation/${added.body.cart_ref}${query}`, {
    body: {
      order: { ...order, country: 'NO', area_code: '47', phone: '41234567' },
      stripe_payment_intent_id: null,
      stripe_secret: null,
      answers: booking.answers?.(ref),
    },
    headers,
  })
  expect(held.status, held.body.message).toBe(200)
  const confirmed = await call(ctx, 'POST', `/booking/public/confirm-reservation/${added.body.cart_ref}`, {
    body: { status: 2 },
  })
  expect(confirmed.status, confirmed.body.message).toBe(200)
  const row = await ctx.db
    .selectFrom('reservation')
    .select(['id', 'cart_id', 'start_date'])
    .where('reservation_ref', '=', ref)
    .executeTakeFirstOrThrow()
  return { ref, id: row.id, cartId: row.cart_id, startDate: row.start_date, productId: product.id }
}
