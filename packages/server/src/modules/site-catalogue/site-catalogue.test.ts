import type { SiteCatalogueRow, TourInput } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let partner: string
let supplier: string
let demo: number
let newActivity: number
const path = (call: string, site = demo) => `/core/v1/profile/partner/white-label/${call}/${site}`

beforeAll(async () => {
  ctx = await createTestContext()
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  demo = await siteId(ctx.db, 'demo')
  const location = await ctx.db.selectFrom('location').select('id').executeTakeFirstOrThrow()
  const body: TourInput = {
    location_id: location.id,
    currency_code: 'NOK',
    duration: { hours: 2, minutes: 0 },
    texts: { en: { name: 'Wombat glacier walk' }, de: { name: 'Wombat-Gletscherwanderung' } },
    images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The glacier' } }],
  }
  newActivity = (await call<{ id: number }>(ctx, 'POST', '/core/v1/tours', { token: supplier, body })).body.id
  await call(ctx, 'PUT', `/core/v1/tours/${newActivity}/update-status?status=1`, { token: supplier })
})
afterAll(() => ctx.close())

const onSite = async (query: string, locale = 'en') => {
  const found = await call<{ data: { id: number; name: string }[] }>(ctx, 'POST', '/core/public/catalog', {
    body: { query, site_id: demo },
    headers: { 'APP-LOCALE': locale },
  })
  return found.body.data
}

describe('a partner chooses the marketplace products a site sells', () => {
  it('lists the marketplace with what the site sells, paged with Content-Range, in the asked language', async () => {
    const page = await call<SiteCatalogueRow[]>(ctx, 'GET', `${path('view-services')}?range=[0,9]`, {
      token: partner,
    })
    expect(page.status).toBe(200)
    expect(page.body).toHaveLength(10)
    const totals = await call<{ total: number; in_catalogue: number }>(
      ctx,
      'GET',
      path('view-services/total'),
      { token: partner },
    )
    expect(page.headers.get('Content-Range')).toBe(`site-catalogue 0-9/${totals.body.total}`)
    expect(totals.body.in_catalogue).toBeGreaterThan(0)
    expect(totals.body.in_catalogue).toBeLessThan(totals.body.total)

    const filter = encodeURIComponent(JSON.stringify({ q: 'wombat' }))
    const german = await call<SiteCatalogueRow[]>(ctx, 'GET', `${path('view-services')}?filter=${filter}`, {
      token: partner,
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(german.body).toEqual([
      expect.objectContaining({ id: newActivity, name: 'Wombat-Gletscherwanderung', in_catalogue: false }),
    ])
    const mine = await call<SiteCatalogueRow[]>(ctx, 'GET', `${path('view-my-services')}?range=[0,499]`, {
      token: partner,
    })
    expect(mine.body.every((row) => row.in_catalogue)).toBe(true)
    expect(mine.body).toHaveLength(totals.body.in_catalogue)
  })

  it('answers the products asked for by id, as a page block names them, and refuses a list of 101 (422, as every over-long list)', async () => {
    const [first, second] = (
      await call<SiteCatalogueRow[]>(ctx, 'GET', `${path('view-services')}?range=[0,1]`, { token: partner })
    ).body
    const byId = (ids: number[]) =>
      call<SiteCatalogueRow[]>(
        ctx,
        'GET',
        `${path('view-services')}?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`,
        { token: partner },
      )
    const found = await byId([second!.id, first!.id, newActivity])
    expect(found.body.map((row) => row.id).sort()).toEqual([first!.id, second!.id, newActivity].sort())
    expect((await byId([])).body).toEqual([])
    const tooMany = await byId(Array.from({ length: 101 }, (_, index) => index + 1))
    expect(tooMany.status).toBe(422)
    expect(JSON.stringify(tooMany.body)).toContain('id')
  })

  it('adds a new activity, which the site’s search finds at once, and takes it off again', async () => {
    expect(await onSite('wombat')).toEqual([])
    const added = await call(ctx, 'POST', path('store-service'), {
      token: partner,
      body: { add: [newActivity] },
    })
    expect(added.status).toBe(200)
    expect((await onSite('wombat')).map((card) => card.id)).toEqual([newActivity])

    const removed = await call(ctx, 'POST', path('update-service'), {
      token: partner,
      body: { remove: [newActivity] },
    })
    expect(removed.status).toBe(200)
    expect(await onSite('wombat')).toEqual([])
  })

  it('refuses products that are not on the marketplace, naming the place in the list', async () => {
    await call(ctx, 'PUT', `/core/v1/tours/${newActivity}/update-is-private?is_private=true`, {
      token: supplier,
    })
    const refused = await call(ctx, 'POST', path('store-service'), {
      token: partner,
      body: { add: [999_999] },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([
      { path: 'add.0', message: 'This product is not on the marketplace' },
    ])
    const privateOne = await call(ctx, 'POST', path('update-service'), {
      token: partner,
      body: { add: [newActivity] },
    })
    expect(privateOne.status).toBe(400)
    const empty = await call(ctx, 'POST', path('update-service'), { token: partner, body: {} })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toMatch(/^add: /)
    await call(ctx, 'PUT', `/core/v1/tours/${newActivity}/update-is-private?is_private=false`, {
      token: supplier,
    })
  })

  it('keeps each partner to their own sites: another’s is not found, a supplier is refused', async () => {
    const other = (await loginAs(ctx, 'partner2@jaunt.test')).access_token
    for (const [method, call_] of [
      ['GET', 'view-services'],
      ['GET', 'view-services/total'],
      ['POST', 'remove-all-service'],
    ] as const) {
      const answer = await call(ctx, method, path(call_), { token: other })
      expect(answer.status).toBe(404)
    }
    expect((await call(ctx, 'GET', path('view-services'), { token: supplier })).status).toBe(403)
    expect((await call(ctx, 'GET', path('view-services'))).status).toBe(401)
    const admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
    expect((await call(ctx, 'GET', path('view-services/total'), { token: admin })).status).toBe(200)
  })

  it('empties the site with remove-all', async () => {
    const cleared = await call<{ in_catalogue: number }>(ctx, 'POST', path('remove-all-service'), {
      token: partner,
    })
    expect(cleared.status).toBe(200)
    expect(cleared.body.in_catalogue).toBe(0)
    expect(await onSite('kayak')).toEqual([])
  })
})
