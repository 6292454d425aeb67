import { ListingFilter, Status, type TourInput } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let supplier: string
let both: string
let partner: string
let oslo: number

beforeAll(async () => {
  ctx = await createTestContext()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  oslo = (await ctx.db.selectFrom('location').select('id').orderBy('id').executeTakeFirstOrThrow()).id
})
afterAll(() => ctx.close())

const input = (name: string, extra: Partial<TourInput> = {}): TourInput => ({
  location_id: oslo,
  currency_code: 'nok',
  duration: { days: null, hours: 2, minutes: 30 },
  texts: { en: { name, short_description: 'Paddle past the harbour islands' }, de: { name: `${name} (DE)` } },
  images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The harbour' } }],
  ...extra,
})

async function create(token: string, name: string, extra: Partial<TourInput> = {}) {
  const created = await call(ctx, 'POST', '/core/v1/tours', { token, body: input(name, extra) })
  expect(created.status).toBe(201)
  return created.body as unknown as { id: number; status: number; product_code: string }
}

const search = (query: string, locale = 'en') =>
  call<{ data: { id: number; name: string }[] }>(ctx, 'POST', '/core/public/catalog', {
    body: { query },
    headers: { 'APP-LOCALE': locale },
  })

describe('creating and editing an activity', () => {
  it('creates an inactive activity with its texts per locale, and reads it back', async () => {
    const tour = await create(supplier, 'Sunset kayak tour')
    expect(tour).toMatchObject({ status: Status.Inactive, product_code: expect.stringMatching(/^ACT-/) })
    const full = await call(ctx, 'GET', `/core/v1/tours/${tour.id}/full`, { token: supplier })
    expect(full.status).toBe(200)
    expect(full.body).toMatchObject({
      currency_code: 'NOK',
      duration: { days: null, hours: 2, minutes: 30 },
      texts: { en: { name: 'Sunset kayak tour' }, de: { name: 'Sunset kayak tour (DE)' } },
    })
    expect(Object.keys(full.body.texts as object).sort()).toEqual(['de', 'en'])
  })

  it('reaches the storefront search once published, and under its new name once renamed', async () => {
    const tour = await create(supplier, 'Moonlit glacier walk')
    expect((await search('moonlit glacier')).body.data.map((card) => card.id)).not.toContain(tour.id)

    const published = await call(ctx, 'PUT', `/core/v1/tours/${tour.id}/update-status?status=1`, {
      token: supplier,
    })
    expect(published.body).toEqual({ id: tour.id, status: Status.Active, is_private: false })
    expect((await search('moonlit glacier')).body.data.map((card) => card.id)).toContain(tour.id)

    const renamed = await call(ctx, 'PUT', `/core/v1/tours/${tour.id}`, {
      token: supplier,
      body: input('Aurora snowshoe night'),
    })
    expect(renamed.status).toBe(200)
    expect((await search('moonlit glacier')).body.data.map((card) => card.id)).not.toContain(tour.id)
    const found = (await search('aurora snowshoe', 'de')).body.data.find((card) => card.id === tour.id)
    expect(found?.name).toBe('Aurora snowshoe night (DE)')

    await call(ctx, 'PUT', `/core/v1/tours/${tour.id}/update-is-private?is_private=true`, { token: supplier })
    expect((await search('aurora snowshoe')).body.data.map((card) => card.id)).not.toContain(tour.id)
  })
})

describe('ownership', () => {
  it("answers another supplier's activity as not found, for every call", async () => {
    const theirs = await create(both, 'Bo’s fjord safari')
    const path = `/core/v1/tours/${theirs.id}`
    expect((await call(ctx, 'GET', path, { token: supplier })).status).toBe(404)
    expect((await call(ctx, 'GET', `${path}/full`, { token: supplier })).status).toBe(404)
    expect((await call(ctx, 'PUT', path, { token: supplier, body: input('Stolen') })).status).toBe(404)
    expect((await call(ctx, 'PUT', `${path}/update-status?status=1`, { token: supplier })).status).toBe(404)
    expect(
      (await call(ctx, 'PUT', `${path}/update-is-private?is_private=true`, { token: supplier })).status,
    ).toBe(404)
    const mine = await call<{ id: number }[]>(ctx, 'GET', '/core/v1/tours?range=[0,499]', { token: supplier })
    expect(mine.body.map((row) => row.id)).not.toContain(theirs.id)
    const still = await call(ctx, 'GET', `${path}/full`, { token: both })
    expect(still.body).toMatchObject({
      status: Status.Inactive,
      texts: { en: { name: 'Bo’s fjord safari' } },
    })
  })

  it('refuses users without the supplier role or the activity module', async () => {
    expect((await call(ctx, 'GET', '/core/v1/tours', { token: partner })).status).toBe(403)
    expect((await call(ctx, 'GET', '/core/v1/tours')).status).toBe(401)
    await ctx.db
      .updateTable('app_user')
      .set({ policies: [] })
      .where('email', '=', 'both@jaunt.test')
      .execute()
    expect((await call(ctx, 'GET', '/core/v1/tours', { token: both })).status).toBe(403)
  })
})

describe('the activity list', () => {
  it('pages with Content-Range, sorts, and filters by status, words and privacy', async () => {
    const pending = await create(supplier, 'Zz listing harbour ride')
    await call(ctx, 'PUT', `/core/v1/tours/${pending.id}/update-status?status=3`, { token: supplier })
    await call(ctx, 'PUT', `/core/v1/tours/${pending.id}/update-is-private?is_private=true`, {
      token: supplier,
    })

    const page = await call<{ id: number; name: string }[]>(
      ctx,
      'GET',
      `/core/v1/tours?range=[0,1]&sort=${encodeURIComponent('["name","DESC"]')}`,
      { token: supplier },
    )
    expect(page.status).toBe(200)
    expect(page.body).toHaveLength(2)
    expect(page.body[0]?.name).toBe('Zz listing harbour ride')
    const total = Number(page.headers.get('Content-Range')?.split('/')[1])
    expect(page.headers.get('Content-Range')).toBe(`tour 0-1/${total}`)

    const filter = (value: object) => `/core/v1/tours?filter=${encodeURIComponent(JSON.stringify(value))}`
    const byStatus = await call<{ id: number }[]>(ctx, 'GET', filter({ status: 3 }), { token: supplier })
    expect(byStatus.body.map((row) => row.id)).toEqual([pending.id])
    const byWords = await call<{ id: number }[]>(ctx, 'GET', filter({ q: 'harbour RIDE' }), {
      token: supplier,
    })
    expect(byWords.body.map((row) => row.id)).toEqual([pending.id])
    const byPrivacy = await call<{ id: number }[]>(ctx, 'GET', filter({ is_private: true }), {
      token: supplier,
    })
    expect(byPrivacy.body.map((row) => row.id)).toContain(pending.id)
    const syncFailed = await call<unknown[]>(ctx, 'GET', filter({ status: 100 }), { token: supplier })
    expect(syncFailed.body).toEqual([])

    const listing = await call(ctx, 'POST', '/core/v1/tour-listing', {
      token: supplier,
      body: { page: 1, item_per_page: 5, status: 3, q: 'harbour' },
    })
    expect(listing.body).toMatchObject({ total: 1, data: [{ id: pending.id, status: 3, is_private: true }] })
  })

  it('counts the activities of each status tab, under the same words', async () => {
    const counts = await call<{ data: { status: number; count: number }[]; total: number }>(
      ctx,
      'GET',
      '/core/v1/tours/status-wise-count',
      { token: supplier },
    )
    expect(counts.status).toBe(200)
    expect(counts.body.data.map((row) => row.status)).toEqual(Object.values(ListingFilter))
    const rows = await call<unknown[]>(ctx, 'GET', '/core/v1/tours?range=[0,499]', { token: supplier })
    expect(counts.body.total).toBe(rows.body.length)
    const active = await call<unknown[]>(ctx, 'GET', '/core/v1/tours?range=[0,499]&filter={"status":1}', {
      token: supplier,
    })
    expect(counts.body.data.find((row) => row.status === 1)?.count).toBe(active.body.length)

    const filtered = await call<{ data: { status: number; count: number }[] }>(
      ctx,
      'GET',
      `/core/v1/tours/status-wise-count?filter=${encodeURIComponent('{"q":"zz listing"}')}`,
      { token: supplier },
    )
    expect(filtered.body.data.filter((row) => row.count > 0)).toEqual([{ status: 3, count: 1 }])
  })
})

describe('bad input', () => {
  it('answers 400 naming the field, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ ...input('x'), texts: { en: { name: '' } } }, 'texts.en.name'],
      [{ ...input('x'), texts: { en: { name: 'ok' }, fr: { description: 'Sans nom' } } }, 'texts.fr.name'],
      [{ ...input('x'), location_id: undefined }, 'location_id'],
      [{ ...input('x'), location_id: 99999 }, 'location_id'],
      [{ ...input('x'), category_ids: [99999] }, 'category_ids'],
      [{ ...input('x'), duration: { hours: 24, minutes: 0 } }, 'duration.hours'],
      [{ ...input('x'), duration: { hours: 0, minutes: 0 } }, 'duration.hours'],
      [{ ...input('x'), currency_code: 'kr' }, 'currency_code'],
      [{ ...input('x'), min_booking: 0 }, 'min_booking'],
    ]
    for (const [body, field] of cases) {
      const answer = await call<{ errors: { path: string }[] }>(ctx, 'POST', '/core/v1/tours', {
        token: supplier,
        body,
      })
      expect({ field, status: answer.status, message: answer.body.message }).toMatchObject({
        field,
        status: 400,
        message: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}: `)),
      })
    }
    const badStatus = await call(ctx, 'PUT', '/core/v1/tours/1/update-status?status=7', { token: supplier })
    expect(badStatus.body.message).toMatch(/^status: /)
    const badRange = await call(ctx, 'GET', '/core/v1/tours?range=nope', { token: supplier })
    expect(badRange.body.message).toMatch(/^range: /)
    const badSort = await call(ctx, 'GET', '/core/v1/tours?sort=["password","ASC"]', { token: supplier })
    expect(badSort.status).toBe(400)
  })
})

describe('the OpenAPI document', () => {
  it('declares every activity call with its operationId, bearer security and named schemas', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, { operationId?: string; security?: unknown; tags?: string[] }>>
      components: { schemas: Record<string, unknown> }
    }>(ctx, 'GET', '/api/openapi.json')
    const calls = Object.entries(doc.body.paths)
      .filter(([path]) => /^\/core\/v1\/(tours|tour-listing|tour-options|tour-tickets)/.test(path))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, ...op })))
      // The settings pages' calls under /tours/{id} are tour-settings' own (tour-settings.test.ts).
      .filter((op) => op.tags?.includes('Supplier activities'))
    expect(calls.map((op) => op.operationId).sort()).toEqual(
      [
        'applyTourSchedule',
        'createTour',
        'createTourOption',
        'createTourTicket',
        'deleteTourTicket',
        'listTourTickets',
        'updateTourTicket',
        'deleteTourOption',
        'getTour',
        'getTourOption',
        'listTourOptions',
        'updateTourOption',
        'getTourFull',
        'getTourSeasonal',
        'listTours',
        'tourListing',
        'tourStatusWiseCount',
        'updateTour',
        'updateTourIsPrivate',
        'updateTourStatus',
      ].sort(),
    )
    for (const op of calls) expect(op.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(doc.body.components.schemas)).toEqual(
      expect.arrayContaining([
        'TourInput',
        'TourRecord',
        'TourListRow',
        'TourStatusCounts',
        'TourOptionInput',
        'TourOptionRecord',
        'TourScheduleInput',
        'TourScheduleResult',
        'TourSeasonal',
      ]),
    )
  })
})
