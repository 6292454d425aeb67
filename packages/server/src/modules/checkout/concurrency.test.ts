import { ServiceType, type Cart } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture, isoDay, productOfType } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
beforeAll(async () => {
  // Two hundred guests, all from the one address a test has: far above one client's allowance.
  ctx = await createTestContext({
    RATE_LIMIT_CART_PER_MINUTE: '10000',
    RATE_LIMIT_BOOKING_PER_MINUTE: '10000',
  })
})
afterAll(() => ctx.close())

const order = {
  name: 'A B',
  first_name: 'A',
  last_name: 'B',
  email: 'a@example.com',
  country: 'NO',
  area_code: '47',
  phone: '41234567',
}
const GUESTS = 200
const CAPACITY = 10
// Two hundred carts are made through the API first; a busy machine needs more than the default time.
const TIMEOUT_MS = 180_000

async function cartsFor(item: object) {
  const carts: string[] = []
  for (let i = 0; i < GUESTS; i++) {
    const added = await call<Cart>(ctx, 'POST', '/booking/public/cart-reservation', { body: [item] })
    expect(added.status).toBe(200)
    carts.push(added.body.cart_ref)
  }
  return carts
}

async function holdAll(carts: string[]) {
  const answers = await Promise.all(
    carts.map((cartRef) =>
      call<{ payment: object | null; failed_reservation_info: unknown[] }>(
        ctx,
        'POST',
        `/booking/public/hold-reservation/${cartRef}`,
        {
          body: { order, stripe_payment_intent_id: null, stripe_secret: null },
        },
      ),
    ),
  )
  expect(answers.every((answer) => answer.status === 200)).toBe(true)
  return answers.filter((answer) => answer.body.payment !== null).length
}

describe('never oversell', () => {
  it(
    `${GUESTS} guests holding one seat each on a departure with ${CAPACITY} seats: exactly ${CAPACITY} get one`,
    async () => {
      const product = await productOfType(ctx.db, ServiceType.Activities)
      const departure = await futureDeparture(ctx.db, product.id, 100)
      await ctx.db
        .updateTable('tour_slot')
        .set({ allotment: CAPACITY, booked: 0, held: 0 })
        .where('id', '=', departure.id)
        .execute()
      await ctx.db.updateTable('service').set({ min_booking: 1 }).where('id', '=', product.id).execute()
      const ticket = departure.tickets.find((t) => t.price_type === 1)!
      const carts = await cartsFor({
        cart_type: 'tour',
        service_id: product.id,
        option_id: departure.option_id,
        date: departure.date,
        start_time: departure.start_time,
        tickets: [{ ticket_id: ticket.id, count: 1 }],
      })
      expect(await holdAll(carts)).toBe(CAPACITY)
      const after = await ctx.db
        .selectFrom('tour_slot')
        .select(['held', 'booked', 'allotment'])
        .where('id', '=', departure.id)
        .executeTakeFirstOrThrow()
      expect(after).toEqual({ held: CAPACITY, booked: 0, allotment: CAPACITY })
    },
    TIMEOUT_MS,
  )

  it(
    `${GUESTS} guests holding the last rooms of a night: exactly ${CAPACITY} get one`,
    async () => {
      const hotel = await productOfType(ctx.db, ServiceType.Hotels)
      const room = await ctx.db
        .selectFrom('room_type')
        .select(['id'])
        .where('service_id', '=', hotel.id)
        .orderBy('position')
        .executeTakeFirstOrThrow()
      const plan = await ctx.db
        .selectFrom('rate_plan')
        .select('id')
        .where('room_type_id', '=', room.id)
        .orderBy('id')
        .executeTakeFirstOrThrow()
      const night = isoDay(100)
      await ctx.db
        .updateTable('rate_plan_day')
        .set({ min_stay: null, no_checkin: false, no_checkout: false })
        .where('rate_plan_id', '=', plan.id)
        .execute()
      await ctx.db
        .updateTable('room_inventory')
        .set({ allotment: CAPACITY, booked: 0, held: 0 })
        .where('room_type_id', '=', room.id)
        .where('date', '=', night)
        .execute()
      const carts = await cartsFor({
        cart_type: 'hotel',
        service_id: hotel.id,
        check_in: night,
        check_out: isoDay(101),
        rooms: [
          {
            room_type_id: room.id,
            rate_plan_id: plan.id,
            num_of_rooms: 1,
            num_of_adults: 1,
            num_of_children: 0,
          },
        ],
      })
      expect(await holdAll(carts)).toBe(CAPACITY)
      const after = await ctx.db
        .selectFrom('room_inventory')
        .select(['held', 'booked'])
        .where('room_type_id', '=', room.id)
        .where('date', '=', night)
        .executeTakeFirstOrThrow()
      expect(after).toEqual({ held: CAPACITY, booked: 0 })
    },
    TIMEOUT_MS,
  )
})
