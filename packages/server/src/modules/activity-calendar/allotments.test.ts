import {
  ReservationStatus,
  type CalendarDeparture,
  type Cart,
  type ChangeAllotmentsResult,
  type DepartureBookings,
} from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { createCalendarTour, plusDays, upcomingMonday } from './calendar-fixtures.js'

let ctx: TestContext
let supplier: string
let both: string
let tourId: number
let loopId: number
let sunriseId: number
const MONDAY = upcomingMonday(40)
const WEDNESDAY = plusDays(MONDAY, 2)

beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_CART_PER_MINUTE: '10000',
    RATE_LIMIT_BOOKING_PER_MINUTE: '10000',
  })
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  const tour = await createCalendarTour(ctx, supplier, 'Allotment quokka walk', MONDAY)
  tourId = tour.tourId
  ;[loopId, sunriseId] = tour.optionIds as [number, number]
})
afterAll(() => ctx.close())

const change = (body: object, token = supplier) =>
  call<ChangeAllotmentsResult>(ctx, 'POST', '/availability/v1/tours/change-allotments', { token, body })
const week = { from: MONDAY, to: plusDays(MONDAY, 6) }
const departures = async (optionId: number) =>
  (
    await call<CalendarDeparture[]>(ctx, 'POST', '/availability/v1/tours/calendar', {
      token: supplier,
      body: { ...week, option_id: optionId },
    })
  ).body
const slotAt = async (optionId: number, date: string, time: string) =>
  (await departures(optionId)).find((d) => d.date === date && d.start_time === time)

describe('changing allotments', () => {
  it('sets the places of the chosen weekdays and start times only', async () => {
    const answer = await change({
      tour_id: tourId,
      option_ids: [loopId],
      ...week,
      weekdays: [3],
      start_times: ['14:00'],
      action: 'set',
      allotment: 12,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ departures: 1, created: 0 })
    expect((await slotAt(loopId, WEDNESDAY, '14:00'))!.allotment).toBe(12)
    expect((await slotAt(loopId, WEDNESDAY, '10:00'))!.allotment).toBe(8)
    expect((await slotAt(loopId, MONDAY, '14:00'))!.allotment).toBe(8)
  })

  it('creates the departure of a scheduled start time that does not exist yet', async () => {
    // Sunrise runs on Mondays only; setting Fridays creates its 09:00 departure there.
    const friday = plusDays(MONDAY, 4)
    const answer = await change({
      tour_id: tourId,
      option_ids: [sunriseId],
      ...week,
      weekdays: [1, 5],
      action: 'set',
      allotment: 6,
    })
    expect(answer.body).toEqual({ departures: 2, created: 1 })
    expect(await slotAt(sunriseId, friday, '09:00')).toMatchObject({ allotment: 6, free: 6, state: 'open' })
  })

  it('closes and reopens departures of every option when none is chosen', async () => {
    const closed = await change({ tour_id: tourId, ...week, weekdays: [1], action: 'close' })
    expect(closed.status).toBe(200)
    expect((await slotAt(loopId, MONDAY, '10:00'))!.state).toBe('closed')
    expect((await slotAt(sunriseId, MONDAY, '09:00'))!.state).toBe('closed')
    expect((await slotAt(loopId, WEDNESDAY, '10:00'))!.state).toBe('open')
    const reopened = await change({ tour_id: tourId, ...week, weekdays: [1], action: 'reopen' })
    expect(reopened.body.created).toBe(0)
    expect((await slotAt(loopId, MONDAY, '10:00'))!.state).toBe('open')
  })

  it('refuses places below what is booked and held, naming the departures, and changes none', async () => {
    const monday = (await slotAt(loopId, MONDAY, '10:00'))!
    await ctx.db.updateTable('tour_slot').set({ booked: 3, held: 2 }).where('id', '=', monday.id).execute()
    const answer = await change({
      tour_id: tourId,
      option_ids: [loopId],
      ...week,
      weekdays: [1, 3],
      action: 'set',
      allotment: 4,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(`More places are already booked than 4 on ${MONDAY} 10:00`)
    expect((answer.body as unknown as { errors: { path: string }[] }).errors[0]!.path).toBe('allotment')
    expect((await slotAt(loopId, WEDNESDAY, '10:00'))!.allotment).toBe(8)
    const german = await call(ctx, 'POST', '/availability/v1/tours/change-allotments', {
      token: supplier,
      headers: { 'APP-LOCALE': 'de' },
      body: { tour_id: tourId, option_ids: [loopId], ...week, weekdays: [1], action: 'set', allotment: 4 },
    })
    expect(german.body.message).toContain(`${MONDAY} 10:00`)
    expect(german.body.message).toContain('gebucht')
    expect(
      (
        await change({
          tour_id: tourId,
          option_ids: [loopId],
          ...week,
          weekdays: [1],
          action: 'set',
          allotment: 5,
        })
      ).status,
    ).toBe(200)
  })

  it('refuses dates in the past with 400 naming from', async () => {
    const answer = await change({
      tour_id: tourId,
      from: plusDays(new Date().toISOString().slice(0, 10), -1),
      to: MONDAY,
      weekdays: [1],
      action: 'close',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('from: Departures in the past cannot be changed')
  })

  it('asks for the number of places when setting them', async () => {
    const answer = await change({ tour_id: tourId, ...week, weekdays: [1], action: 'set' })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('allotment: Please enter the number of places')
  })

  it("answers 404 for another supplier's activity or option and changes nothing", async () => {
    expect((await change({ tour_id: tourId, ...week, weekdays: [1], action: 'close' }, both)).status).toBe(
      404,
    )
    const foreignOption = await change({
      tour_id: tourId,
      option_ids: [loopId, 999_999],
      ...week,
      weekdays: [1],
      action: 'close',
    })
    expect(foreignOption.status).toBe(404)
    expect((await slotAt(loopId, MONDAY, '10:00'))!.state).not.toBe('closed')
  })
})

describe('allotment changes racing bookings', () => {
  const GUESTS = 16
  const order = {
    name: 'Race Guest',
    first_name: 'Race',
    last_name: 'Guest',
    email: 'race@example.com',
    country: 'NO',
    area_code: '47',
    phone: '41234567',
  }

  it('never oversells and never goes negative', { timeout: 120_000 }, async () => {
    const departure = (await slotAt(loopId, WEDNESDAY, '10:00'))!
    await change({
      tour_id: tourId,
      option_ids: [loopId],
      ...week,
      weekdays: [3],
      start_times: ['10:00'],
      action: 'set',
      allotment: 12,
    })
    const ticket = await ctx.db
      .selectFrom('tour_ticket')
      .select('id')
      .where('option_id', '=', loopId)
      .executeTakeFirstOrThrow()
    const carts: string[] = []
    for (let i = 0; i < GUESTS; i++) {
      const added = await call<Cart>(ctx, 'POST', '/booking/public/cart-reservation', {
        body: [
          {
            cart_type: 'tour',
            service_id: tourId,
            option_id: loopId,
            date: WEDNESDAY,
            start_time: '10:00',
            tickets: [{ ticket_id: ticket.id, count: 1 }],
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
    const places = [10, 6, 3, 8, 5, 12]
    const changes = places.map((allotment) =>
      change({
        tour_id: tourId,
        option_ids: [loopId],
        ...week,
        weekdays: [3],
        start_times: ['10:00'],
        action: 'set',
        allotment,
      }),
    )
    const [held, changed] = await Promise.all([Promise.all(holds), Promise.all(changes)])
    expect(held.every((answer) => answer.status === 200)).toBe(true)
    for (const answer of changed) {
      expect([200, 400]).toContain(answer.status)
      if (answer.status === 400) expect(answer.body.message).toContain(`${WEDNESDAY} 10:00`)
    }
    const after = await ctx.db
      .selectFrom('tour_slot')
      .select(['allotment', 'booked', 'held'])
      .where('id', '=', departure.id)
      .executeTakeFirstOrThrow()
    const winners = held.filter((answer) => answer.body.payment !== null).length
    expect(after.held).toBe(winners)
    expect(after.booked).toBe(0)
    expect(after.held).toBeGreaterThanOrEqual(0)
    expect(after.booked + after.held).toBeLessThanOrEqual(after.allotment)
    expect(winners).toBeGreaterThan(0)
    // The departure's bookings in the calendar are exactly the holds that got a place.
    const bookings = await call<DepartureBookings>(ctx, 'POST', '/booking/v1/reservation/tour', {
      token: supplier,
      body: { tour_slot_id: departure.id },
    })
    expect(bookings.body.bookings).toHaveLength(winners)
    expect(bookings.body.bookings[0]).toMatchObject({
      guest_name: 'Race Guest',
      guests: 1,
      status: ReservationStatus.Hold,
      tickets: [{ guest_type: 'Adult', count: 1 }],
    })
    expect(bookings.body.departure).toMatchObject({ held: winners, allotment: after.allotment })
  })
})
