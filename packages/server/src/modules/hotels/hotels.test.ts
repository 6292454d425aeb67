import { ServiceType, type HotelAvailability } from '@jaunt/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDay, productOfType } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let hotelId: number
beforeAll(async () => {
  ctx = await createTestContext()
  hotelId = (await productOfType(ctx.db, ServiceType.Hotels)).id
  await ctx.db
    .updateTable('rate_plan_day')
    .set({ min_stay: null, no_checkin: false, no_checkout: false })
    .execute()
})
afterAll(() => ctx.close())

const availability = (body: object) =>
  call<HotelAvailability>(ctx, 'POST', `/availability/public/hotel/${hotelId}/availability`, { body })

describe('hotel pages', () => {
  it('shows the hotel with room types, the facts at a glance and its features', async () => {
    const hotel = await call(ctx, 'GET', `/core/public/listing-hotel/${hotelId}`, {
      headers: { 'APP-LOCALE': 'no' },
    })
    expect(hotel.status).toBe(200)
    expect((hotel.body.room_types as unknown[]).length).toBeGreaterThan(0)
    expect(hotel.body.checkin_time).toMatch(/^\d{2}:\d{2}/)
    const glance = await call(ctx, 'GET', `/core/public/${hotelId}/at-glance`)
    expect(glance.body.room_type_count).toBe((hotel.body.room_types as unknown[]).length)
    const all = await call<{ most_popular: boolean }[]>(ctx, 'GET', `/core/public/${hotelId}/hotel-feature`)
    const popular = await call<{ most_popular: boolean }[]>(
      ctx,
      'GET',
      `/core/public/${hotelId}/hotel-feature?most_popular=true`,
    )
    expect(popular.body.every((feature) => feature.most_popular)).toBe(true)
    expect(popular.body.length).toBeLessThanOrEqual(all.body.length)
    const features = await call<{ data: unknown[] }>(ctx, 'GET', '/core/public/feature?item_per_page=-1')
    expect(features.body.data.length).toBeGreaterThanOrEqual(all.body.length)
  })
})

describe('POST /availability/public/hotel/{id}/availability', () => {
  it('prices each rate plan for the whole stay, weekend nights included', async () => {
    const response = await availability({
      check_in: isoDay(30),
      check_out: isoDay(37),
      adults: 2,
      children: 0,
      rooms: 1,
    })
    expect(response.status).toBe(200)
    expect(response.body.nights).toBe(7)
    const room = response.body.rooms[0]!
    const plan = room.rate_plans[0]!
    const nights = await ctx.db
      .selectFrom('rate_plan_day')
      .select('price')
      .where('rate_plan_id', '=', plan.rate_plan_id)
      .where('date', '>=', isoDay(30))
      .where('date', '<', isoDay(37))
      .execute()
    expect(plan.price).toBe(nights.reduce((sum, night) => sum + Number(night.price), 0))
    expect(plan.bookable).toBe(true)
  })

  it('applies minimum stay, no check-in, no check-out and sold-out nights', async () => {
    const room = await ctx.db
      .selectFrom('room_type')
      .select('id')
      .where('service_id', '=', hotelId)
      .orderBy('position')
      .executeTakeFirstOrThrow()
    const plan = await ctx.db
      .selectFrom('rate_plan')
      .select('id')
      .where('room_type_id', '=', room.id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const reasonFor = async (checkIn: number, checkOut: number) => {
      const response = await availability({
        check_in: isoDay(checkIn),
        check_out: isoDay(checkOut),
        adults: 1,
        children: 0,
        rooms: 1,
      })
      return response.body.rooms
        .find((r) => r.id === room.id)!
        .rate_plans.find((p) => p.rate_plan_id === plan.id)!.reason
    }
    await ctx.db
      .updateTable('rate_plan_day')
      .set({ min_stay: 3 })
      .where('rate_plan_id', '=', plan.id)
      .where('date', '=', isoDay(40))
      .execute()
    expect(await reasonFor(40, 42)).toBe('This rate needs a stay of at least 3 nights')
    expect(await reasonFor(40, 43)).toBeNull()
    await ctx.db
      .updateTable('rate_plan_day')
      .set({ no_checkin: true })
      .where('rate_plan_id', '=', plan.id)
      .where('date', '=', isoDay(45))
      .execute()
    expect(await reasonFor(45, 47)).toBe('Arrival is not possible on this date')
    await ctx.db
      .updateTable('rate_plan_day')
      .set({ no_checkout: true })
      .where('rate_plan_id', '=', plan.id)
      .where('date', '=', isoDay(52))
      .execute()
    expect(await reasonFor(50, 52)).toBe('Departure is not possible on this date')
    await ctx.db
      .updateTable('room_inventory')
      .set({ booked: sql`allotment` })
      .where('room_type_id', '=', room.id)
      .where('date', '=', isoDay(61))
      .execute()
    expect(await reasonFor(60, 63)).toBe('Sold out for these dates')
    const empty = await call<string[]>(ctx, 'POST', `/availability/public/hotel/${hotelId}/empty-dates`, {
      body: { from: isoDay(55), to: isoDay(65) },
    })
    const others = await ctx.db
      .selectFrom('room_type')
      .select('id')
      .where('service_id', '=', hotelId)
      .execute()
    if (others.length === 1) expect(empty.body).toContain(isoDay(61))
  })

  it('says when the guests do not fit the rooms', async () => {
    const response = await availability({
      check_in: isoDay(70),
      check_out: isoDay(71),
      adults: 9,
      children: 0,
      rooms: 1,
    })
    expect(response.body.rooms.every((room) => room.max_adults >= 9 || !room.fits_guests)).toBe(true)
  })

  it('answers 400 naming the field for a reversed or too long stay', async () => {
    const reversed = await availability({
      check_in: isoDay(10),
      check_out: isoDay(9),
      adults: 1,
      children: 0,
      rooms: 1,
    })
    expect(reversed.status).toBe(400)
    expect(reversed.body).toMatchObject({ message: 'check_out: must be after check_in' })
    const long = await availability({
      check_in: isoDay(10),
      check_out: isoDay(50),
      adults: 1,
      children: 0,
      rooms: 1,
    })
    expect((long.body as unknown as { message: string }).message).toBe(
      'check_out: must be at most 30 nights after check_in',
    )
  })
})

describe('packages', () => {
  it('shows a package with its services and prices its start dates', async () => {
    const pack = await productOfType(ctx.db, ServiceType.Packages)
    const detail = await call<{ components: unknown[]; nights: number }>(
      ctx,
      'GET',
      `/core/public/package/${pack.id}`,
    )
    expect(detail.status).toBe(200)
    expect(detail.body.components.length).toBeGreaterThanOrEqual(2)
    const slots = await call<{ date: string; adult_price: number; child_price: number }[]>(
      ctx,
      'POST',
      `/availability/public/packaging/available-package-slots/${pack.id}`,
      { body: { from: isoDay(20), to: isoDay(40) } },
    )
    const slot = slots.body[0]!
    const check = await call(ctx, 'POST', '/availability/public/packaging/slot/availability', {
      body: {
        package_id: pack.id,
        date: slot.date,
        adult: 2,
        child: 2,
        rooms: [
          { adult: 1, child: 1 },
          { adult: 1, child: 1 },
        ],
      },
    })
    expect(check.body).toMatchObject({ available: true, price: 2 * slot.adult_price + 2 * slot.child_price })
    const mismatch = await call(ctx, 'POST', '/availability/public/packaging/slot/availability', {
      body: { package_id: pack.id, date: slot.date, adult: 2, child: 0, rooms: [{ adult: 1, child: 0 }] },
    })
    expect(mismatch.body).toMatchObject({
      available: false,
      message: 'Every guest needs a place in one of the rooms',
    })
  })
})
