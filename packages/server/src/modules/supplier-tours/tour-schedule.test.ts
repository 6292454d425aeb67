import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let supplier: string
let both: string
let tourId: number
let optionId: number

// Mondays and Wednesdays from a Monday well ahead of today, so every departure is open to book.
const MONDAY = (() => {
  const day = new Date(Date.now() + 30 * 86_400_000)
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7))
  return day.toISOString().slice(0, 10)
})()
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  ctx = await createTestContext()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  const location = await ctx.db.selectFrom('location').select('id').executeTakeFirstOrThrow()
  const tour = await call<{ id: number }>(ctx, 'POST', '/core/v1/tours', {
    token: supplier,
    body: {
      location_id: location.id,
      currency_code: 'NOK',
      duration: { hours: 2, minutes: 0 },
      texts: { en: { name: 'Quokka island walk' } },
      images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The fjord' } }],
    },
  })
  tourId = tour.body.id
  const option = await call<{ id: number }>(ctx, 'POST', `/core/v1/tours/${tourId}/options`, {
    token: supplier,
    body: {
      name: { en: 'Island loop' },
      duration: { hours: 2, minutes: 0 },
      start_times: ['10:00', '14:00'],
    },
  })
  optionId = option.body.id
  await call(ctx, 'POST', `/core/v1/tour-options/${optionId}/tickets`, {
    token: supplier,
    body: { guest_type: 'Adult', price: 300 },
  })
  await call(ctx, 'PUT', `/core/v1/tours/${tourId}/update-status?status=1`, { token: supplier })
})
afterAll(() => ctx.close())

const schedule = (allotment: number) => ({
  weekdays: [1, 3],
  from: MONDAY,
  to: plusDays(MONDAY, 13),
  allotment,
})
const path = () => `/core/v1/tour-options/${optionId}/schedule`

describe('the weekly schedule of an option', () => {
  it('creates a departure per weekday and start time, and the storefront offers them at once', async () => {
    const applied = await call(ctx, 'POST', path(), { token: supplier, body: schedule(12) })
    expect(applied.status).toBe(200)
    const dates = [MONDAY, plusDays(MONDAY, 2), plusDays(MONDAY, 7), plusDays(MONDAY, 9)]
    expect(applied.body).toEqual({ option_id: optionId, departures: 8, dates })

    const calendar = await call<{ date: string; remaining: number }[]>(
      ctx,
      'POST',
      `/availability/public/tour/${tourId}/available-dates`,
      { body: { from: MONDAY, to: plusDays(MONDAY, 13), option_id: optionId } },
    )
    expect(calendar.body.map((day) => day.date)).toEqual(dates)
    expect(calendar.body[0]).toMatchObject({ remaining: 12 })
  })

  it('refuses to set an allotment below what is already booked, naming the dates', async () => {
    await ctx.db
      .updateTable('tour_slot')
      .set({ booked: 5 })
      .where('option_id', '=', optionId)
      .where('date', '=', plusDays(MONDAY, 7))
      .execute()
    const lowered = await call(ctx, 'POST', path(), { token: supplier, body: schedule(4) })
    expect(lowered.status).toBe(409)
    expect(lowered.body.message).toBe(`More places are already booked than 4 on ${plusDays(MONDAY, 7)}`)
    // A supplier working in German reads it in German: the back office sends APP-LOCALE.
    const german = await call(ctx, 'POST', path(), {
      token: supplier,
      body: schedule(4),
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(german.body.message).toBe(`Am ${plusDays(MONDAY, 7)} sind bereits mehr Plätze gebucht als 4`)
    const raised = await call(ctx, 'POST', path(), { token: supplier, body: schedule(20) })
    expect(raised.status).toBe(200)
  })

  it('answers another supplier’s option as not found', async () => {
    const foreign = await call(ctx, 'POST', path(), { token: both, body: schedule(12) })
    expect(foreign.status).toBe(404)
  })

  it('names the field of a bad schedule', async () => {
    const noDays = await call(ctx, 'POST', path(), {
      token: supplier,
      body: { ...schedule(12), weekdays: [] },
    })
    expect(noDays.status).toBe(400)
    expect(noDays.body.errors).toContainEqual({
      path: 'weekdays',
      message: 'Please choose at least one weekday',
    })
    const reversed = await call(ctx, 'POST', path(), {
      token: supplier,
      body: { ...schedule(12), to: plusDays(MONDAY, -1) },
    })
    expect(reversed.body.errors).toContainEqual({
      path: 'to',
      message: 'The last date must be on or after the first, within a year',
    })
    const badDay = await call(ctx, 'POST', path(), {
      token: supplier,
      body: { ...schedule(12), weekdays: [8] },
    })
    expect(badDay.status).toBe(400)
  })
})
