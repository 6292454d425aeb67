import type { TourOptionInput } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture, productOfType } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let supplier: string
let both: string
let tourId: number

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
      duration: { hours: 3, minutes: 0 },
      texts: { en: { name: 'Koala rafting' } },
    },
  })
  tourId = tour.body.id
})
afterAll(() => ctx.close())

const morning: TourOptionInput = {
  name: { en: 'Morning departure', de: 'Vormittagsabfahrt', fr: '' },
  duration: { days: 1, hours: 2, minutes: 30 },
  meeting_point: { address: 'Pier 3, Aker Brygge', lat: 59.91, lng: 10.73 },
  start_times: ['10:30', '09:00', '09:00:00'],
  cut_off_minutes: 120,
}

describe('the options of an activity', () => {
  it('creates, lists, edits and deletes an option with its length, meeting point, start times and cut-off', async () => {
    const created = await call(ctx, 'POST', `/core/v1/tours/${tourId}/options`, {
      token: supplier,
      body: morning,
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      tour_id: tourId,
      position: 1,
      name: { en: 'Morning departure', de: 'Vormittagsabfahrt' },
      duration: { days: 1, hours: 2, minutes: 30 },
      meeting_point: { address: 'Pier 3, Aker Brygge', lat: 59.91, lng: 10.73 },
      start_times: ['09:00', '10:30'],
      cut_off_minutes: 120,
    })
    expect(created.body.name).not.toHaveProperty('fr')
    const optionId = created.body.id as number

    const evening = { ...morning, name: { en: 'Evening departure' }, start_times: ['18:00'] }
    const second = await call(ctx, 'POST', `/core/v1/tours/${tourId}/options`, {
      token: supplier,
      body: evening,
    })
    expect(second.body.position).toBe(2)

    const edited = await call(ctx, 'PUT', `/core/v1/tour-options/${optionId}`, {
      token: supplier,
      body: { ...morning, cut_off_minutes: 30, meeting_point: {} },
    })
    expect(edited.body).toMatchObject({ cut_off_minutes: 30, meeting_point: { address: '', lat: null } })

    const list = await call<{ data: { name: { en: string } }[]; total: number }>(
      ctx,
      'GET',
      `/core/v1/tours/${tourId}/options`,
      { token: supplier },
    )
    expect(list.body.data.map((option) => option.name.en)).toEqual(['Morning departure', 'Evening departure'])

    const deleted = await call(ctx, 'DELETE', `/core/v1/tour-options/${optionId}`, { token: supplier })
    expect(deleted.body).toEqual({ id: optionId })
    expect((await call(ctx, 'GET', `/core/v1/tour-options/${optionId}`, { token: supplier })).status).toBe(
      404,
    )
  })

  it("keeps another supplier's activity and options out of reach", async () => {
    const mine = await call<{ id: number }>(ctx, 'POST', `/core/v1/tours/${tourId}/options`, {
      token: supplier,
      body: morning,
    })
    const path = `/core/v1/tour-options/${mine.body.id}`
    expect((await call(ctx, 'GET', `/core/v1/tours/${tourId}/options`, { token: both })).status).toBe(404)
    expect(
      (await call(ctx, 'POST', `/core/v1/tours/${tourId}/options`, { token: both, body: morning })).status,
    ).toBe(404)
    expect((await call(ctx, 'GET', path, { token: both })).status).toBe(404)
    expect((await call(ctx, 'PUT', path, { token: both, body: morning })).status).toBe(404)
    expect((await call(ctx, 'DELETE', path, { token: both })).status).toBe(404)
    expect((await call(ctx, 'GET', path, { token: supplier })).status).toBe(200)
  })

  it('refuses to delete an option a booking points at (409), not with a 500', async () => {
    const seeded = await productOfType(ctx.db, 1)
    const slot = await futureDeparture(ctx.db, seeded.id)
    const owner = await ctx.db
      .selectFrom('service')
      .innerJoin('app_user', 'app_user.id', 'service.supplier_user_id')
      .select('app_user.email')
      .where('service.id', '=', seeded.id)
      .executeTakeFirstOrThrow()
    const cart = await ctx.db
      .insertInto('cart')
      .values({ cart_ref: crypto.randomUUID(), currency_code: 'NOK' } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    await ctx.db
      .insertInto('reservation')
      .values({
        reservation_ref: crypto.randomUUID(),
        cart_id: cart.id,
        service_id: seeded.id,
        service_type: 1,
        price: 100,
        currency_code: 'NOK',
        start_date: '2030-01-01',
        option_id: slot.option_id,
      } as never)
      .execute()
    const token = (await loginAs(ctx, owner.email)).access_token
    const refused = await call(ctx, 'DELETE', `/core/v1/tour-options/${slot.option_id}`, { token })
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This option has bookings and cannot be deleted' },
    })
  })

  it('answers bad options with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...morning, name: { de: 'Nur Deutsch' } }, 'name.en'],
      [{ ...morning, start_times: [] }, 'start_times'],
      [{ ...morning, start_times: ['25:00'] }, 'start_times.0'],
      [{ ...morning, duration: { hours: 0, minutes: 61 } }, 'duration.minutes'],
      [{ ...morning, meeting_point: { lat: 59.9 } }, 'meeting_point.lng'],
      [{ ...morning, cut_off_minutes: -5 }, 'cut_off_minutes'],
    ]
    for (const [body, field] of cases) {
      const answer = await call(ctx, 'POST', `/core/v1/tours/${tourId}/options`, { token: supplier, body })
      expect({ field, status: answer.status, message: answer.body.message?.split(': ')[0] }).toEqual({
        field,
        status: 400,
        message: field,
      })
    }
  })
})
