import type { TourInput } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let supplier: string
let both: string
let oslo: number
let tags: { id: number; slug: string }[]
let categories: { id: number; slug: string; parent_id: number | null }[]
let taxes: { id: number; slug: string; rate: number }[]

const DAY = 86_400_000
const plusDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

beforeAll(async () => {
  ctx = await createTestContext()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  oslo = (await ctx.db.selectFrom('location').select('id').orderBy('id').executeTakeFirstOrThrow()).id
  tags = await ctx.db.selectFrom('tag').select(['id', 'slug']).orderBy('id').execute()
  categories = await ctx.db.selectFrom('category').select(['id', 'slug', 'parent_id']).execute()
  taxes = (await ctx.db.selectFrom('tax_category').select(['id', 'slug', 'rate']).execute()).map((row) => ({
    ...row,
    rate: Number(row.rate),
  }))
})
afterAll(() => ctx.close())

const slugged = <T extends { slug: string }>(rows: T[], slug: string) =>
  rows.find((row) => row.slug === slug)!

const input = (name: string, extra: Partial<TourInput> = {}): TourInput => ({
  location_id: oslo,
  currency_code: 'NOK',
  duration: { hours: 2, minutes: 0 },
  texts: { en: { name } },
  images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The fjord' } }],
  ...extra,
})

/** A published activity with one option, one adult ticket and departures every day of the next 60. */
async function bookableTour(name: string, extra: Partial<TourInput> = {}) {
  const tour = await call<{ id: number }>(ctx, 'POST', '/core/v1/tours', {
    token: supplier,
    body: input(name, extra),
  })
  expect(tour.status).toBe(201)
  const id = tour.body.id
  const option = await call<{ id: number }>(ctx, 'POST', `/core/v1/tours/${id}/options`, {
    token: supplier,
    body: { name: { en: 'Morning' }, duration: { hours: 2, minutes: 0 }, start_times: ['10:00'] },
  })
  const ticket = await call<{ id: number }>(ctx, 'POST', `/core/v1/tour-options/${option.body.id}/tickets`, {
    token: supplier,
    body: { guest_type: 'Adult', price: 400 },
  })
  const schedule = await call(ctx, 'POST', `/core/v1/tour-options/${option.body.id}/schedule`, {
    token: supplier,
    body: { weekdays: [1, 2, 3, 4, 5, 6, 7], from: plusDays(2), to: plusDays(60), allotment: 10 },
  })
  expect(schedule.status).toBe(200)
  await call(ctx, 'PUT', `/core/v1/tours/${id}/update-status?status=1`, { token: supplier })
  return { id, optionId: option.body.id, ticketId: ticket.body.id }
}

const save = (id: number, body: TourInput, token = supplier) =>
  call<Record<string, unknown>>(ctx, 'PUT', `/core/v1/tours/${id}`, { token, body })

describe('tags and categories', () => {
  it('saves them and the storefront shows the change at once: category facet and product tags', async () => {
    const tour = await bookableTour('Puffin cliff boat trip')
    const museums = slugged(categories, 'museums')
    const photography = slugged(tags, 'photography')
    const facet = async () => {
      const result = await call<{ facets: { categories: { value: number; count: number }[] } }>(
        ctx,
        'POST',
        '/core/public/catalog',
        { body: { query: 'puffin cliff' } },
      )
      return result.body.facets.categories.find((row) => row.value === museums.id)?.count ?? 0
    }
    expect(await facet()).toBe(0)

    const saved = await save(
      tour.id,
      input('Puffin cliff boat trip', {
        tag_ids: [photography.id, photography.id],
        category_ids: [museums.id],
      }),
    )
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ tag_ids: [photography.id], category_ids: [museums.id] })
    expect(await facet()).toBe(1)
    const detail = await call<{ tags: { id: number; name: string }[] }>(
      ctx,
      'GET',
      `/core/public/tours/${tour.id}`,
    )
    expect(detail.body.tags).toEqual([{ id: photography.id, name: 'Photography' }])

    await save(tour.id, input('Puffin cliff boat trip'))
    expect(await facet()).toBe(0)
    const cleared = await call<{ tags: unknown[] }>(ctx, 'GET', `/core/public/tours/${tour.id}`)
    expect(cleared.body.tags).toEqual([])
  })
})

describe('taxation', () => {
  it('keeps the tax category and whether prices include it, and records the rate on each booking line', async () => {
    const reduced = slugged(taxes, 'reduced')
    const tour = await bookableTour('Seal safari by rib', {
      tax_category_id: reduced.id,
      prices_include_tax: false,
    })
    const full = await call(ctx, 'GET', `/core/v1/tours/${tour.id}/full`, { token: supplier })
    expect(full.body).toMatchObject({
      tax_category_id: reduced.id,
      prices_include_tax: false,
      lowest_price: 400,
    })

    const added = await call<{ reservations: { reservation_ref: string }[] }>(
      ctx,
      'POST',
      '/booking/public/cart-reservation',
      {
        body: [
          {
            cart_type: 'tour',
            service_id: tour.id,
            option_id: tour.optionId,
            date: plusDays(10),
            start_time: '10:00',
            tickets: [{ ticket_id: tour.ticketId, count: 2 }],
          },
        ],
      },
    )
    expect(added.status).toBe(200)
    const line = await ctx.db
      .selectFrom('reservation')
      .select(['tax_rate', 'prices_include_tax'])
      .where('reservation_ref', '=', added.body.reservations[0]!.reservation_ref)
      .executeTakeFirstOrThrow()
    expect({ ...line, tax_rate: Number(line.tax_rate) }).toEqual({ tax_rate: 12, prices_include_tax: false })
  })
})

describe('seasons', () => {
  it('are sold only in season: the calendar offers no departure outside, and the cart refuses one', async () => {
    const tour = await bookableTour('Midsummer kayak paddle')
    const season = { from: plusDays(20), to: plusDays(30) }
    const saved = await save(tour.id, input('Midsummer kayak paddle', { seasons: [season] }))
    expect(saved.status).toBe(200)

    const seasonal = await call(ctx, 'GET', `/core/v1/tours/${tour.id}/seasonal`, { token: supplier })
    expect(seasonal.body).toEqual({ id: tour.id, seasons: [season] })

    const calendar = await call<{ date: string }[]>(
      ctx,
      'POST',
      `/availability/public/tour/${tour.id}/available-dates`,
      { body: { from: plusDays(2), to: plusDays(60) } },
    )
    const days = calendar.body.map((day) => day.date)
    expect(days[0]).toBe(season.from)
    expect(days.at(-1)).toBe(season.to)
    expect(days).toHaveLength(11)

    const outside = await call<{ slots: unknown[] }[]>(
      ctx,
      'POST',
      `/availability/public/tour/${tour.id}/options-with-date`,
      { body: { date: plusDays(10) } },
    )
    expect(outside.body[0]!.slots).toEqual([])

    const item = (date: string) => [
      {
        cart_type: 'tour',
        service_id: tour.id,
        option_id: tour.optionId,
        date,
        start_time: '10:00',
        tickets: [{ ticket_id: tour.ticketId, count: 1 }],
      },
    ]
    const refused = await call(ctx, 'POST', '/booking/public/cart-reservation', { body: item(plusDays(10)) })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe('This activity is not sold on this date: it is outside its season')
    const german = await call(ctx, 'POST', '/booking/public/cart-reservation', {
      body: item(plusDays(10)),
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(german.body.message).toBe(
      'Diese Aktivität wird an diesem Datum nicht angeboten: Es liegt außerhalb der Saison',
    )
    const inSeason = await call(ctx, 'POST', '/booking/public/cart-reservation', { body: item(plusDays(25)) })
    expect(inSeason.status).toBe(200)

    // No seasons again: sold all year.
    await save(tour.id, input('Midsummer kayak paddle', { seasons: [] }))
    const allYear = await call(ctx, 'POST', '/booking/public/cart-reservation', { body: item(plusDays(10)) })
    expect(allYear.status).toBe(200)
  })

  it("answers another supplier's seasons as not found", async () => {
    const theirs = await call<{ id: number }>(ctx, 'POST', '/core/v1/tours', {
      token: both,
      body: input('Bo’s winter lodge', { seasons: [{ from: '2027-12-01', to: '2028-03-31' }] }),
    })
    expect(
      (await call(ctx, 'GET', `/core/v1/tours/${theirs.body.id}/seasonal`, { token: both })).body,
    ).toEqual({
      id: theirs.body.id,
      seasons: [{ from: '2027-12-01', to: '2028-03-31' }],
    })
    expect(
      (await call(ctx, 'GET', `/core/v1/tours/${theirs.body.id}/seasonal`, { token: supplier })).status,
    ).toBe(404)
    expect((await save(theirs.body.id, input('Taken over'))).status).toBe(404)
    expect((await call(ctx, 'GET', '/core/v1/tours/999999/seasonal', { token: supplier })).status).toBe(404)
  })
})

describe('bad input of the three tabs', () => {
  it('answers 400 naming the field, never a foreign-key 500', async () => {
    const many = Array.from({ length: 21 }, (_, day) => ({ from: plusDays(day), to: plusDays(day) }))
    const cases: [Partial<TourInput>, string, string][] = [
      [{ tag_ids: [999_999] }, 'tag_ids', 'Please choose tags from the list'],
      [{ category_ids: [999_999] }, 'category_ids', 'Please choose categories from the list'],
      [{ tax_category_id: 999_999 }, 'tax_category_id', 'Please choose a tax category from the list'],
      [
        { seasons: [{ from: '2027-06-10', to: '2027-06-01' }] },
        'seasons.0.to',
        'The season cannot end before it starts',
      ],
      [
        {
          seasons: [
            { from: '2027-06-01', to: '2027-06-30' },
            { from: '2027-08-01', to: '2027-08-31' },
            { from: '2027-06-30', to: '2027-07-10' },
          ],
        },
        'seasons.0.to',
        'Seasons must not overlap',
      ],
      [{ seasons: [{ from: '2027-13-01', to: '2027-12-01' }] }, 'seasons.0.from', 'Please enter a date'],
      [{ seasons: many }, 'seasons', 'At most 20 seasons'],
    ]
    for (const [extra, path, message] of cases) {
      const answer = await call<{ errors: { path: string; message: string }[] }>(
        ctx,
        'POST',
        '/core/v1/tours',
        {
          token: supplier,
          body: input('Refused', extra),
        },
      )
      expect({ status: answer.status, message: answer.body.message, errors: answer.body.errors }).toEqual({
        status: 400,
        message: `${path}: ${message}`,
        errors: [{ path, message }],
      })
    }
  })
})
