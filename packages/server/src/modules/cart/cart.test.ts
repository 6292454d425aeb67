import { ServiceType, type Cart } from '@jaunt/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture, isoDay, productOfType, siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

async function tourItem(serviceType: number = ServiceType.Activities, fromDay = 30) {
  const product = await productOfType(ctx.db, serviceType)
  const departure = await futureDeparture(ctx.db, product.id, fromDay)
  const ticket = departure.tickets.find((t) => t.price_type === 1) ?? departure.tickets[0]!
  return {
    product,
    departure,
    ticket,
    item: {
      cart_type: 'tour',
      service_id: product.id,
      option_id: departure.option_id,
      date: departure.date,
      start_time: departure.start_time,
      tickets: [{ ticket_id: ticket.id, count: Math.max(2, product.min_booking) }],
    },
  }
}

const add = (items: object[], query = '') =>
  call<Cart>(ctx, 'POST', `/booking/public/cart-reservation${query}`, { body: items })

describe('adding to the cart', () => {
  it('creates a cart priced by the server, ignoring any price the client sends', async () => {
    const { item, ticket, product } = await tourItem()
    const response = await add([{ ...item, price: 1, total: 1 }])
    expect(response.status).toBe(200)
    const count = Math.max(2, product.min_booking)
    expect(response.body.cart_ref).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.body.reservations).toHaveLength(1)
    expect(response.body.reservations[0]).toMatchObject({
      serviceable_id: product.id,
      price: count * Number(ticket.price),
      status: true,
      start_date: item.date,
      start_time: item.start_time,
      ticket_lines: [{ count, cost: count * Number(ticket.price) }],
    })
    expect(response.body.cart_total_price).toBe(count * Number(ticket.price))
    expect(response.body.cart_currency).toBe(product.currency_code)
  })

  it('adds to the same cart with its ref, and GET shows every item', async () => {
    const first = await tourItem(ServiceType.Activities, 31)
    const second = await tourItem(ServiceType.Activities, 32)
    const cart = (await add([first.item])).body
    const more = await add([second.item], `?cart_ref=${cart.cart_ref}`)
    expect(more.body.cart_ref).toBe(cart.cart_ref)
    const fetched = await call<Cart>(
      ctx,
      'GET',
      `/booking/public/cart-reservation/${cart.cart_ref}?with_full_details=true`,
    )
    expect(fetched.body.reservations).toHaveLength(2)
  })

  it('refuses a sold-out departure with 409 and its reason', async () => {
    const { item, departure } = await tourItem(ServiceType.Activities, 33)
    await ctx.db
      .updateTable('tour_slot')
      .set({ booked: sql`allotment` })
      .where('id', '=', departure.id)
      .execute()
    const response = await add([item])
    expect(response.status).toBe(409)
    expect(response.body).toEqual({ message: 'This departure is sold out' })
  })

  it('adds nothing when one item of several fails', async () => {
    const good = await tourItem(ServiceType.Activities, 34)
    const cart = (await add([good.item])).body
    const bad = { ...good.item, start_time: '03:17' }
    const response = await add([good.item, bad], `?cart_ref=${cart.cart_ref}`)
    expect(response.status).toBe(409)
    const after = await call<Cart>(ctx, 'GET', `/booking/public/cart-reservation/${cart.cart_ref}`)
    expect(after.body.reservations).toHaveLength(1)
  })

  it('keeps one currency per cart', async () => {
    const nok = await ctx.db
      .selectFrom('service')
      .select('id')
      .where('currency_code', '=', 'NOK')
      .where('service_type', '=', ServiceType.Activities)
      .executeTakeFirstOrThrow()
    const other = await ctx.db
      .selectFrom('service')
      .select('id')
      .where('currency_code', '!=', 'NOK')
      .where('service_type', 'in', [1, 2, 4, 5, 6])
      .executeTakeFirstOrThrow()
    const nokDeparture = await futureDeparture(ctx.db, nok.id, 35)
    const otherDeparture = await futureDeparture(ctx.db, other.id, 35)
    const itemFor = (id: number, d: typeof nokDeparture) => ({
      cart_type: 'tour',
      service_id: id,
      option_id: d.option_id,
      date: d.date,
      start_time: d.start_time,
      tickets: [{ ticket_id: d.tickets[0]!.id, count: 4 }],
    })
    const cart = (await add([itemFor(nok.id, nokDeparture)])).body
    const response = await add([itemFor(other.id, otherDeparture)], `?cart_ref=${cart.cart_ref}`)
    expect(response.status).toBe(422)
    expect(response.body.message).toMatch(
      /^Your cart is in NOK; items priced in [A-Z]{3} must be booked in a separate cart$/,
    )
    // Both in one call: the first item sets the currency and the second is refused.
    const both = await add([itemFor(nok.id, nokDeparture), itemFor(other.id, otherDeparture)])
    expect(both.status).toBe(422)
    expect(both.body.message).toMatch(/^Your cart is in NOK; items priced in [A-Z]{3} /)
  })

  it('answers 400 naming the field for bad items', async () => {
    const empty = await add([])
    expect(empty.status).toBe(400)
    const unknownType = await add([{ cart_type: 'boat' }])
    expect(unknownType.body.message).toMatch(/^0\.cart_type: /)
    const notArray = await call(ctx, 'POST', '/booking/public/cart-reservation', {
      body: { cart_type: 'tour' },
    })
    expect(notArray.body.message).toMatch(/^body: /)
  })
})

describe('the widget gateway', () => {
  it('needs the site and the widget flag, and sells only the site’s own catalogue', async () => {
    const { item } = await tourItem(ServiceType.Activities, 36)
    const missing = await call(ctx, 'POST', '/gateway/booking/public/cart-reservation', { body: [item] })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/^(request_for_widget|site_id): /)
    const demo = await siteId(ctx.db, 'demo')
    const notListed = await ctx.db
      .selectFrom('service as s')
      .select('s.id')
      .where('s.service_type', '=', ServiceType.Activities)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('site_catalogue')
              .select('service_id')
              .whereRef('service_id', '=', 's.id')
              .where('site_id', '=', demo),
          ),
        ),
      )
      .executeTakeFirst()
    if (notListed) {
      const departure = await futureDeparture(ctx.db, notListed.id, 36)
      const response = await call(
        ctx,
        'POST',
        `/gateway/booking/public/cart-reservation?request_for_widget=true&site_id=${demo}`,
        {
          body: [
            {
              ...item,
              service_id: notListed.id,
              option_id: departure.option_id,
              date: departure.date,
              start_time: departure.start_time,
              tickets: [{ ticket_id: departure.tickets[0]!.id, count: 4 }],
            },
          ],
        },
      )
      expect(response.status).toBe(422)
      expect(response.body.message).toBe('This product is not sold on this site')
    }
  })
})

describe('changing the cart', () => {
  it('removes an item, comments on one, and validates what is left', async () => {
    const a = await tourItem(ServiceType.Activities, 37)
    const b = await tourItem(ServiceType.Activities, 38)
    const cart = (await add([a.item, b.item])).body
    const [first, second] = cart.reservations
    const comment = await call(ctx, 'POST', `/booking/public/cart-reservation/${second!.reservation_ref}`, {
      body: { comments: 'Vegetarian lunch, please' },
    })
    expect(comment.body).toEqual({
      reservation_ref: second!.reservation_ref,
      comments: 'Vegetarian lunch, please',
    })
    const removed = await call<Cart>(
      ctx,
      'DELETE',
      `/booking/public/cart-reservation/${cart.cart_ref}/${first!.reservation_ref}`,
    )
    expect(removed.body.reservations.map((r) => r.reservation_ref)).toEqual([second!.reservation_ref])
    expect(removed.body.reservations[0]!.comments).toBe('Vegetarian lunch, please')
    const again = await call(
      ctx,
      'DELETE',
      `/booking/public/cart-reservation/${cart.cart_ref}/${first!.reservation_ref}`,
    )
    expect(again.status).toBe(404)

    const valid = await call(ctx, 'POST', '/booking/public/checkout/validate-items', {
      body: { cart_ref: cart.cart_ref },
    })
    expect(valid.body.valid).toBe(true)
    // The departure sells out meanwhile: the item is flagged, as the cart drawer shows "Invalid cart item!".
    await ctx.db
      .updateTable('tour_slot')
      .set({ booked: sql`allotment` })
      .where('id', '=', b.departure.id)
      .execute()
    const invalid = await call<{ valid: boolean; items: { status: boolean }[] }>(
      ctx,
      'POST',
      '/booking/public/checkout/validate-items',
      { body: { cart_ref: cart.cart_ref } },
    )
    expect(invalid.body).toMatchObject({ valid: false, items: [{ status: false }] })
    const shown = await call<Cart>(ctx, 'GET', `/booking/public/cart-reservation/${cart.cart_ref}`)
    expect(shown.body.reservations[0]!.status).toBe(false)
  })

  it('answers 404 for an unknown cart ref', async () => {
    const response = await call(
      ctx,
      'GET',
      '/booking/public/cart-reservation/8a0e1f2c-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    )
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('Cart not found')
  })
})

describe('hotel stays and packages in the cart', () => {
  async function hotelStay(fromDay: number, nights = 2) {
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
      .set({ min_stay: null, max_stay: null, no_checkin: false, no_checkout: false })
      .where('rate_plan_id', '=', plan.id)
      .execute()
    await ctx.db
      .updateTable('room_inventory')
      .set({ booked: 0 })
      .where('room_type_id', '=', room.id)
      .execute()
    return {
      hotel,
      room,
      plan,
      item: {
        cart_type: 'hotel',
        service_id: hotel.id,
        check_in: isoDay(fromDay),
        check_out: isoDay(fromDay + nights),
        rooms: [
          {
            room_type_id: room.id,
            rate_plan_id: plan.id,
            num_of_rooms: 1,
            num_of_adults: 1,
            num_of_children: 0,
          },
        ],
      },
    }
  }

  it('prices a stay as the sum of its nights', async () => {
    const { item, plan, room } = await hotelStay(45, 3)
    const nights = await ctx.db
      .selectFrom('rate_plan_day')
      .select('price')
      .where('rate_plan_id', '=', plan.id)
      .where('date', '>=', item.check_in)
      .where('date', '<', item.check_out)
      .execute()
    const expected = nights.reduce((sum, night) => sum + Number(night.price), 0)
    const response = await add([item])
    expect(response.status).toBe(200)
    expect(response.body.reservations[0]).toMatchObject({
      service_type: ServiceType.Hotels,
      price: expected,
      start_date: item.check_in,
      end_date: item.check_out,
      hotel_reserved_items: [
        {
          num_of_rooms: 1,
          num_of_adults: 1,
          price: expected,
          // The cart names what was chosen: the room type and its rate plan.
          room_type_name: room.title.en,
          rate_plan_name: plan.title.en,
        },
      ],
    })
  })

  it('refuses a stay shorter than the rate’s minimum and a night with no rooms', async () => {
    const { item, plan, room } = await hotelStay(50, 1)
    await ctx.db
      .updateTable('rate_plan_day')
      .set({ min_stay: 2 })
      .where('rate_plan_id', '=', plan.id)
      .where('date', '=', item.check_in)
      .execute()
    const short = await add([item])
    expect(short.status).toBe(422)
    expect(short.body.message).toBe('This rate needs a stay of at least 2 nights')
    await ctx.db
      .updateTable('room_inventory')
      .set({ booked: sql`allotment` })
      .where('room_type_id', '=', room.id)
      .where('date', '=', isoDay(56))
      .execute()
    const full = await add([{ ...item, check_in: isoDay(55), check_out: isoDay(58) }])
    expect(full.status).toBe(409)
    expect(full.body.message).toBe('Sold out for these dates')
  })

  it('rejects a check-out before the check-in, naming the item’s field', async () => {
    const { item } = await hotelStay(60)
    const response = await add([{ ...item, check_out: item.check_in }])
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('0.check_out: must be after check_in')
  })

  it('adds a package priced per adult and child, and removes it by its id', async () => {
    const pack = await productOfType(ctx.db, ServiceType.Packages)
    const slot = await ctx.db
      .selectFrom('package_slot')
      .selectAll()
      .where('package_id', '=', pack.id)
      .where('date', '>=', isoDay(30))
      .orderBy('date')
      .executeTakeFirstOrThrow()
    const response = await add([
      {
        cart_type: 'package',
        package_id: pack.id,
        date: slot.date,
        adult: 2,
        child: 1,
        rooms: [{ adult: 2, child: 1 }],
      },
    ])
    expect(response.status).toBe(200)
    expect(response.body.reserved_package[0]).toMatchObject({
      package_id: pack.id,
      status: true,
      price: 2 * Number(slot.adult_price) + Number(slot.child_price),
      activity_params: { number_of_adults: 2, number_of_children: 1 },
    })
    // The cart drawer shows when the package starts, its picture and the price's currency.
    const shown = await call<Cart>(ctx, 'GET', `/booking/public/cart-reservation/${response.body.cart_ref}`)
    expect(shown.body.reserved_package[0]).toMatchObject({
      date: slot.date,
      image: pack.images[0]?.url,
      currency_code: pack.currency_code,
    })
    expect(pack.images[0]?.url).toMatch(/^\/media\//)
    const removed = await call<Cart>(
      ctx,
      'DELETE',
      `/booking/public/cart-reservation/${response.body.cart_ref}`,
      { body: { package_id: pack.id } },
    )
    expect(removed.body.reserved_package).toEqual([])
  })
})
