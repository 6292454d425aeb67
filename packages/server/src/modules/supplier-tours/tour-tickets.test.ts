import { GuestType, PriceType, type TourTicketInput } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let supplier: string
let both: string
let tourId: number
let optionId: number

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
      texts: { en: { name: 'Echidna cave tour' } },
      images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The fjord' } }],
    },
  })
  tourId = tour.body.id
  const option = await call<{ id: number }>(ctx, 'POST', `/core/v1/tours/${tourId}/options`, {
    token: supplier,
    body: { name: { en: 'Daytime' }, duration: { hours: 2, minutes: 0 }, start_times: ['10:00'] },
  })
  optionId = option.body.id
})
afterAll(() => ctx.close())

const adult: TourTicketInput = {
  guest_type: GuestType.Adult,
  price: 450,
  min_per_booking: 1,
  max_per_booking: 8,
}
const family: TourTicketInput = {
  guest_type: GuestType.Family,
  price: 1200,
  price_type: PriceType.PerGroup,
  member_count: 4,
}
const lowestPrice = async () => {
  const tour = await call<{ lowest_price: number | null }>(ctx, 'GET', `/core/v1/tours/${tourId}`, {
    token: supplier,
  })
  return tour.body.lowest_price
}

describe('the tickets of an option', () => {
  it('adds per-person and per-group tickets, keeping the activity’s lowest price in step', async () => {
    const path = `/core/v1/tour-options/${optionId}/tickets`
    const first = await call(ctx, 'POST', path, { token: supplier, body: family })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ guest_type: 'Family', price: 1200, price_type: 2, member_count: 4 })
    expect(await lowestPrice()).toBe(1200)
    const second = await call(ctx, 'POST', path, { token: supplier, body: adult })
    expect(second.body).toMatchObject({ position: 2, min_per_booking: 1, max_per_booking: 8, price_type: 1 })
    expect(await lowestPrice()).toBe(450)

    const cheaper = await call(ctx, 'PUT', `/core/v1/tour-tickets/${second.body.id}`, {
      token: supplier,
      body: { ...adult, price: 390 },
    })
    expect(cheaper.body.price).toBe(390)
    expect(await lowestPrice()).toBe(390)

    const list = await call<{ data: { guest_type: string }[] }>(ctx, 'GET', path, { token: supplier })
    expect(list.body.data.map((ticket) => ticket.guest_type)).toEqual(['Family', 'Adult'])
    // Once published, the storefront's product page offers what the supplier set up.
    await call(ctx, 'PUT', `/core/v1/tours/${tourId}/update-status?status=1`, { token: supplier })
    const page = await call<{ options: { name: string; tickets: { type: string; price: number }[] }[] }>(
      ctx,
      'GET',
      `/core/public/tours/${tourId}`,
    )
    expect(page.body.options).toMatchObject([
      {
        name: 'Daytime',
        tickets: [
          { type: 'Family', price: 1200 },
          { type: 'Adult', price: 390 },
        ],
      },
    ])

    await call(ctx, 'DELETE', `/core/v1/tour-tickets/${second.body.id}`, { token: supplier })
    expect(await lowestPrice()).toBe(1200)
  })

  it("keeps another supplier's tickets out of reach", async () => {
    const mine = await call<{ id: number }>(ctx, 'POST', `/core/v1/tour-options/${optionId}/tickets`, {
      token: supplier,
      body: adult,
    })
    const ticket = `/core/v1/tour-tickets/${mine.body.id}`
    expect(
      (await call(ctx, 'GET', `/core/v1/tour-options/${optionId}/tickets`, { token: both })).status,
    ).toBe(404)
    expect(
      (await call(ctx, 'POST', `/core/v1/tour-options/${optionId}/tickets`, { token: both, body: adult }))
        .status,
    ).toBe(404)
    expect((await call(ctx, 'PUT', ticket, { token: both, body: adult })).status).toBe(404)
    expect((await call(ctx, 'DELETE', ticket, { token: both })).status).toBe(404)
  })

  it('answers bad tickets with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...adult, price: -1 }, 'price'],
      [{ ...adult, guest_type: 'Dragon' }, 'guest_type'],
      [{ ...adult, min_per_booking: 5, max_per_booking: 2 }, 'max_per_booking'],
      [{ ...adult, member_count: 3 }, 'member_count'],
      [{ ...family, price_type: 3 }, 'price_type'],
    ]
    for (const [body, field] of cases) {
      const answer = await call(ctx, 'POST', `/core/v1/tour-options/${optionId}/tickets`, {
        token: supplier,
        body,
      })
      expect({ field, status: answer.status, message: answer.body.message?.split(': ')[0] }).toEqual({
        field,
        status: 400,
        message: field,
      })
    }
    const noOption = await call(ctx, 'POST', '/core/v1/tour-options/999999/tickets', {
      token: supplier,
      body: adult,
    })
    expect(noOption.status).toBe(404)
  })
})
