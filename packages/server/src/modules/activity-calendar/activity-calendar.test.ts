import type { CalendarDeparture, CalendarOption, DepartureBookings } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { createCalendarTour, plusDays, upcomingMonday } from './calendar-fixtures.js'

let ctx: TestContext
let supplier: string
let both: string
let tourId: number
let optionIds: number[]
const MONDAY = upcomingMonday()

beforeAll(async () => {
  ctx = await createTestContext()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  const tour = await createCalendarTour(ctx, supplier, 'Calendar quokka walk', MONDAY)
  tourId = tour.tourId
  optionIds = tour.optionIds
})
afterAll(() => ctx.close())

const week = { from: MONDAY, to: plusDays(MONDAY, 6) }
const departuresOf = (body: object, token = supplier) =>
  call<CalendarDeparture[]>(ctx, 'POST', '/availability/v1/tours/calendar', { token, body })

describe('the activity calendar', () => {
  it("lists the supplier's departures in the range with allotment, booked, held, free and state", async () => {
    const answer = await departuresOf({ ...week, tour_id: tourId })
    expect(answer.status).toBe(200)
    // Two options: the first at 10:00 and 14:00 on Monday and Wednesday, the second at 09:00 on Monday.
    expect(answer.body.map((d) => `${d.date} ${d.start_time} ${d.option_name}`)).toEqual([
      `${MONDAY} 09:00 Sunrise`,
      `${MONDAY} 10:00 Island loop`,
      `${MONDAY} 14:00 Island loop`,
      `${plusDays(MONDAY, 2)} 10:00 Island loop`,
      `${plusDays(MONDAY, 2)} 14:00 Island loop`,
    ])
    expect(answer.body[1]).toMatchObject({
      tour_id: tourId,
      tour_name: 'Calendar quokka walk',
      allotment: 8,
      booked: 0,
      held: 0,
      free: 8,
      state: 'open',
    })
  })

  it('filters by option and shows sold out and closed departures', async () => {
    const [first] = (await departuresOf({ ...week, option_id: optionIds[0] })).body
    await ctx.db.updateTable('tour_slot').set({ booked: 5, held: 3 }).where('id', '=', first!.id).execute()
    const onlyFirst = await departuresOf({ ...week, option_id: optionIds[0] })
    expect(onlyFirst.body).toHaveLength(4)
    expect(onlyFirst.body[0]).toMatchObject({ booked: 5, held: 3, free: 0, state: 'sold_out' })
    await ctx.db.updateTable('tour_slot').set({ status: 3 }).where('id', '=', onlyFirst.body[1]!.id).execute()
    expect((await departuresOf({ ...week, option_id: optionIds[0] })).body[1]!.state).toBe('closed')
  })

  it('leaves out departures outside the range', async () => {
    const answer = await departuresOf({ from: plusDays(MONDAY, 1), to: plusDays(MONDAY, 1), tour_id: tourId })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual([])
  })

  it("answers 404 for another supplier's activity or option, and shows none of its departures", async () => {
    expect((await departuresOf({ ...week, tour_id: tourId }, both)).status).toBe(404)
    expect((await departuresOf({ ...week, option_id: optionIds[0] }, both)).status).toBe(404)
    const all = await departuresOf(week, both)
    expect(all.status).toBe(200)
    expect(all.body.some((d) => d.tour_id === tourId)).toBe(false)
    const options = await call(ctx, 'POST', `/availability/v1/tours/calendar/options/${tourId}`, {
      token: both,
    })
    expect(options.status).toBe(404)
  })

  it('answers 400 naming the field for a bad range', async () => {
    const backwards = await departuresOf({ from: MONDAY, to: plusDays(MONDAY, -1) })
    expect(backwards.status).toBe(400)
    expect(backwards.body.message).toMatch(/^to: /)
    const missing = await departuresOf({ to: MONDAY })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/^from: /)
  })

  it('lists the options of an activity for the filter', async () => {
    const answer = await call<CalendarOption[]>(
      ctx,
      'POST',
      `/availability/v1/tours/calendar/options/${tourId}`,
      {
        token: supplier,
      },
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual([
      { id: optionIds[0], name: 'Island loop', start_times: ['10:00', '14:00'] },
      { id: optionIds[1], name: 'Sunrise', start_times: ['09:00'] },
    ])
  })

  it('asks for a token and the activity module', async () => {
    expect((await departuresOf(week, '')).status).toBe(401)
    const partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
    expect((await departuresOf(week, partner)).status).toBe(403)
  })
})

describe('the bookings of a departure', () => {
  it('lists the departure with its bookings: ref, guest, tickets and status', async () => {
    const [departure] = (await departuresOf({ ...week, option_id: optionIds[1] })).body
    const answer = await call<DepartureBookings>(ctx, 'POST', '/booking/v1/reservation/tour', {
      token: supplier,
      body: { tour_slot_id: departure!.id },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.departure).toMatchObject({ id: departure!.id, option_name: 'Sunrise' })
    expect(answer.body.bookings).toEqual([])
  })

  it("answers 404 for another supplier's departure", async () => {
    const [departure] = (await departuresOf({ ...week, tour_id: tourId })).body
    const answer = await call(ctx, 'POST', '/booking/v1/reservation/tour', {
      token: both,
      body: { tour_slot_id: departure!.id },
    })
    expect(answer.status).toBe(404)
  })
})

describe('the OpenAPI document', () => {
  it('declares each calendar call with its operationId, security and named schemas', async () => {
    const doc = (
      await call<{ paths: Record<string, Record<string, { operationId: string; security: unknown[] }>> }>(
        ctx,
        'GET',
        '/api/openapi.json',
      )
    ).body
    const operations = [
      ['/availability/v1/tours/calendar', 'activityCalendar'],
      ['/availability/v1/tours/calendar/options/{id}', 'activityCalendarOptions'],
      ['/booking/v1/reservation/tour', 'departureBookings'],
      ['/availability/v1/tours/change-allotments', 'changeAllotments'],
    ] as const
    for (const [path, operationId] of operations) {
      expect(doc.paths[path]?.post?.operationId).toBe(operationId)
      expect(doc.paths[path]?.post?.security).toEqual([{ bearerAuth: [] }])
    }
    expect(JSON.stringify(doc.paths['/availability/v1/tours/change-allotments'])).toContain(
      '#/components/schemas/ChangeAllotmentsInput',
    )
  })
})
