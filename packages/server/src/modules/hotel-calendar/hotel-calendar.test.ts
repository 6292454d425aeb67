import type { Cart, HotelCalendar, HotelCalendarHotel, HotelRoomRate } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDay } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let supplier: string
let both: string
let hotelId: number
let room: HotelRoomRate

beforeAll(async () => {
  ctx = await createTestContext()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  const hotels = await call<HotelCalendarHotel[]>(ctx, 'POST', '/core/v1/hotels/booking-service-list', {
    token: supplier,
  })
  hotelId = hotels.body[0]!.id
  const rates = await call<HotelRoomRate[]>(
    ctx,
    'GET',
    `/availability/v1/hotel/${hotelId}/room-rate?with_name=true`,
    {
      token: supplier,
    },
  )
  room = rates.body[0]!
}, 180_000)
afterAll(() => ctx.close())

const base = () => `/availability/v1/hotel/${hotelId}`
const calendarOf = (from: string, to: string, token = supplier) =>
  call<HotelCalendar>(ctx, 'POST', `${base()}/calendar`, { token, body: { from, to } })
const change = (body: object, token = supplier) =>
  call<{ nights: number }>(ctx, 'POST', `${base()}/room-rate-price/calendar`, { token, body })
type Refusal = { message: string; errors: { path: string; message: string }[] }

describe('the accommodation calendar', () => {
  it("lists the supplier's hotels and their room types with rate plans", async () => {
    const hotels = await call<HotelCalendarHotel[]>(ctx, 'POST', '/core/v1/hotels/booking-service-list', {
      token: supplier,
    })
    expect(hotels.status).toBe(200)
    expect(hotels.body.length).toBeGreaterThan(0)
    const others = await call<HotelCalendarHotel[]>(ctx, 'POST', '/core/v1/hotels/booking-service-list', {
      token: both,
    })
    expect(others.body.some((hotel) => hotel.id === hotelId)).toBe(false)
    expect(room.rate_plans.length).toBeGreaterThan(0)
    expect(room.room_type_title).not.toBe('')
  })

  it('shows each night: allotment, booked, price and restrictions', async () => {
    const answer = await calendarOf(isoDay(20), isoDay(26))
    expect(answer.status).toBe(200)
    const nights = answer.body.rooms.filter((night) => night.room_type_id === room.room_type_id)
    expect(nights).toHaveLength(7)
    const entry = answer.body.entries.find(
      (e) => e.rate_plan_id === room.rate_plans[0]!.rate_plan_id && e.date === isoDay(20),
    )!
    expect(entry).toMatchObject({ room_type_id: room.room_type_id, allotment: nights[0]!.allotment })
    expect(entry.price).toBeGreaterThan(0)
  })

  it('changes one cell and a weekend of nights in one call', async () => {
    const planId = room.rate_plans[0]!.rate_plan_id
    const [saturday, sunday] = [isoDay(30), isoDay(31)]
    const answer = await change({
      room_type_id: room.room_type_id,
      rate_plan_ids: [planId],
      days: {
        [saturday]: { price: 1234, allotment: 9, restriction_min_stay: 2 },
        [sunday]: { restriction_min_stay: 2, restriction_no_checkout: true },
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ nights: 2 })
    const after = (await calendarOf(saturday, sunday)).body
    const entries = after.entries.filter((e) => e.rate_plan_id === planId)
    expect(entries[0]).toMatchObject({ price: 1234, allotment: 9, restriction_min_stay: 2 })
    expect(entries[1]).toMatchObject({ restriction_min_stay: 2, restriction_no_checkout: true })
  })

  it('refuses bad cells naming each one, and one bad cell changes nothing', async () => {
    const planId = room.rate_plans[0]!.rate_plan_id
    const before = (await calendarOf(isoDay(40), isoDay(41))).body
    const negative = await change({
      room_type_id: room.room_type_id,
      rate_plan_ids: [planId],
      days: { [isoDay(40)]: { price: 10 }, [isoDay(41)]: { price: -1, allotment: -2 } },
    })
    expect(negative.status).toBe(400)
    const paths = (negative.body as unknown as Refusal).errors.map((e) => e.path)
    expect(paths).toContain(`days.${isoDay(41)}.price`)
    expect(paths).toContain(`days.${isoDay(41)}.allotment`)
    const minAboveMax = await change({
      room_type_id: room.room_type_id,
      rate_plan_ids: [planId],
      days: {
        [isoDay(40)]: { price: 10 },
        [isoDay(41)]: { restriction_min_stay: 4, restriction_max_stay: 2 },
      },
    })
    expect(minAboveMax.status).toBe(400)
    expect(minAboveMax.body.message).toBe(
      `days.${isoDay(41)}.restriction_min_stay: The minimum stay cannot be longer than the maximum stay`,
    )
    const past = await change({
      room_type_id: room.room_type_id,
      rate_plan_ids: [planId],
      days: { [isoDay(40)]: { price: 10 }, [isoDay(-2)]: { restriction_no_checkin: true } },
    })
    expect(past.status).toBe(400)
    expect(past.body.message).toBe(`days.${isoDay(-2)}: Nights in the past cannot be changed`)
    expect((await calendarOf(isoDay(40), isoDay(41))).body).toEqual(before)
  })

  it('refuses an allotment below the rooms booked, in the same transaction as the other nights', async () => {
    await ctx.db
      .updateTable('room_inventory')
      .set({ booked: 3 })
      .where('room_type_id', '=', room.room_type_id)
      .where('date', '=', isoDay(51))
      .execute()
    const before = (await calendarOf(isoDay(50), isoDay(51))).body
    const answer = await change({
      room_type_id: room.room_type_id,
      days: { [isoDay(50)]: { allotment: 1 }, [isoDay(51)]: { allotment: 2 } },
    })
    expect(answer.status).toBe(400)
    expect((answer.body as unknown as Refusal).errors).toEqual([
      {
        path: `days.${isoDay(51)}.allotment`,
        message: 'The allotment cannot be below the rooms already booked',
      },
    ])
    expect((await calendarOf(isoDay(50), isoDay(51))).body).toEqual(before)
    const enough = await change({ room_type_id: room.room_type_id, days: { [isoDay(51)]: { allotment: 3 } } })
    expect(enough.status).toBe(200)
  })

  it("answers 404 for another supplier's hotel or room type, and a rate plan of another room type", async () => {
    expect((await calendarOf(isoDay(20), isoDay(21), both)).status).toBe(404)
    expect(
      (await change({ room_type_id: room.room_type_id, days: { [isoDay(20)]: { allotment: 4 } } }, both))
        .status,
    ).toBe(404)
    const foreign = await ctx.db
      .selectFrom('room_type as rt')
      .innerJoin('service as s', 's.id', 'rt.service_id')
      .select(['rt.id'])
      .where('s.id', '!=', hotelId)
      .where('s.service_type', '=', 3)
      .executeTakeFirstOrThrow()
    expect(
      (await change({ room_type_id: foreign.id, days: { [isoDay(20)]: { allotment: 4 } } })).status,
    ).toBe(404)
    expect(
      (
        await change({
          room_type_id: room.room_type_id,
          rate_plan_ids: [999_999],
          days: { [isoDay(20)]: { price: 4 } },
        })
      ).status,
    ).toBe(404)
  })

  it('carries a parent’s new price over to its connected rate plan in the same change', async () => {
    const parentId = room.rate_plans[0]!.rate_plan_id
    const saver = await call<{ id: number }>(ctx, 'POST', `/core/v1/hotels/${hotelId}/rate-plans`, {
      token: supplier,
      body: {
        room_type_id: room.room_type_id,
        title: { en: 'Member saver' },
        parent_rate_plan_id: parentId,
        price_rule: { type: 1, value: -10 },
      },
    })
    expect(saver.status).toBe(201)
    const night = isoDay(40)
    const answer = await change({
      room_type_id: room.room_type_id,
      rate_plan_ids: [parentId],
      days: { [night]: { price: 2000, restriction_min_stay: 3 } },
    })
    expect(answer.status).toBe(200)
    const entries = (await calendarOf(night, night)).body.entries
    expect(entries.find((entry) => entry.rate_plan_id === saver.body.id)).toMatchObject({
      price: 1800,
      restriction_min_stay: 3,
    })
  })

  it('asks for a token and the accommodation module', async () => {
    expect((await calendarOf(isoDay(20), isoDay(21), '')).status).toBe(401)
    const partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
    expect((await calendarOf(isoDay(20), isoDay(21), partner)).status).toBe(403)
  })
})

describe('the storefront honours the calendar', () => {
  it('refuses one night of a two-night minimum weekend with the reason, and sells two', async () => {
    const planId = room.rate_plans[0]!.rate_plan_id
    await change({
      room_type_id: room.room_type_id,
      rate_plan_ids: [planId],
      days: { [isoDay(60)]: { restriction_min_stay: 2, restriction_no_checkin: false }, [isoDay(61)]: {} },
    })
    const quote = async (nights: number) => {
      const offer = await call<{
        rooms: { id: number; rate_plans: { rate_plan_id: number; reason: string | null }[] }[]
      }>(ctx, 'POST', `/availability/public/hotel/${hotelId}/availability`, {
        body: { check_in: isoDay(60), check_out: isoDay(60 + nights), adults: 1, children: 0, rooms: 1 },
      })
      return offer.body.rooms
        .find((r) => r.id === room.room_type_id)!
        .rate_plans.find((p) => p.rate_plan_id === planId)!.reason
    }
    expect(await quote(1)).toBe('This rate needs a stay of at least 2 nights')
    expect(await quote(2)).toBeNull()
  })

  it('leaves a night closed to arrivals out of the available dates, not out of the nights', async () => {
    const rates = (await call<HotelRoomRate[]>(ctx, 'GET', `${base()}/room-rate`, { token: supplier })).body
    for (const type of rates)
      await change({
        room_type_id: type.room_type_id,
        rate_plan_ids: type.rate_plans.map((p) => p.rate_plan_id),
        days: { [isoDay(70)]: { restriction_no_checkin: true } },
      })
    const range = { from: isoDay(69), to: isoDay(71) }
    const available = await call<string[]>(
      ctx,
      'POST',
      `/availability/public/hotel/${hotelId}/available-dates`,
      {
        body: range,
      },
    )
    expect(available.body).not.toContain(isoDay(70))
    expect(available.body).toContain(isoDay(69))
    const empty = await call<string[]>(ctx, 'POST', `/availability/public/hotel/${hotelId}/empty-dates`, {
      body: range,
    })
    expect(empty.body).not.toContain(isoDay(70))
  })
})

describe('the last room', () => {
  const GUESTS = 12
  const order = {
    name: 'Last Room',
    first_name: 'Last',
    last_name: 'Room',
    email: 'last.room@example.com',
    country: 'NO',
    area_code: '47',
    phone: '41234567',
  }

  it(
    'is never oversold while guests hold it at once and the supplier changes the allotment',
    { timeout: 120_000 },
    async () => {
      const planId = room.rate_plans[0]!.rate_plan_id
      const night = isoDay(80)
      const opened = await change({
        room_type_id: room.room_type_id,
        rate_plan_ids: [planId],
        days: {
          [night]: {
            allotment: 1,
            price: 900,
            restriction_min_stay: null,
            restriction_max_stay: null,
            restriction_no_checkin: false,
            restriction_no_checkout: false,
            cut_off_time: null,
          },
          [isoDay(81)]: { restriction_no_checkout: false },
        },
      })
      expect(opened.status, JSON.stringify(opened.body)).toBe(200)
      const before = await ctx.db
        .selectFrom('room_inventory')
        .select(['booked', 'held'])
        .where('room_type_id', '=', room.room_type_id)
        .where('date', '=', night)
        .executeTakeFirstOrThrow()
      expect(before).toEqual({ booked: 0, held: 0 })
      const carts: string[] = []
      for (let i = 0; i < GUESTS; i++) {
        const added = await call<Cart>(ctx, 'POST', '/booking/public/cart-reservation', {
          body: [
            {
              cart_type: 'hotel',
              service_id: hotelId,
              check_in: night,
              check_out: isoDay(81),
              rooms: [
                {
                  room_type_id: room.room_type_id,
                  rate_plan_id: planId,
                  num_of_rooms: 1,
                  num_of_adults: 1,
                  num_of_children: 0,
                },
              ],
            },
          ],
        })
        expect(added.status, JSON.stringify(added.body)).toBe(200)
        carts.push(added.body.cart_ref)
      }
      const holds = carts.map((cartRef) =>
        call<{ payment: object | null }>(ctx, 'POST', `/booking/public/hold-reservation/${cartRef}`, {
          body: { order, stripe_payment_intent_id: null, stripe_secret: null },
        }),
      )
      const changes = [1, 0, 1, 1].map((allotment) =>
        change({ room_type_id: room.room_type_id, days: { [night]: { allotment } } }),
      )
      const [held, changed] = await Promise.all([Promise.all(holds), Promise.all(changes)])
      expect(held.every((answer) => answer.status === 200)).toBe(true)
      for (const answer of changed) {
        expect([200, 400]).toContain(answer.status)
        if (answer.status === 400) expect(answer.body.message).toContain(`days.${night}.allotment`)
      }
      const after = await ctx.db
        .selectFrom('room_inventory')
        .select(['allotment', 'booked', 'held'])
        .where('room_type_id', '=', room.room_type_id)
        .where('date', '=', night)
        .executeTakeFirstOrThrow()
      const winners = held.filter((answer) => answer.body.payment !== null).length
      expect(winners).toBeLessThanOrEqual(1)
      expect(after.held).toBe(winners)
      expect(after.booked).toBe(0)
      expect(after.booked + after.held).toBeLessThanOrEqual(after.allotment)
    },
  )
})
