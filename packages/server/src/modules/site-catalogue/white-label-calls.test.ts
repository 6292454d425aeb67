import { ServiceType, type SiteCatalogueRow } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let partner: string
let demo: number
const path = (name: string, site = demo) => `/core/v1/profile/partner/white-label/${name}/${site}`

beforeAll(async () => {
  ctx = await createTestContext()
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  demo = await siteId(ctx.db, 'demo')
})
afterAll(() => ctx.close())

const bucket = async () =>
  (
    await call<SiteCatalogueRow[]>(
      ctx,
      'GET',
      `${path('view-my-services')}?bucket_filter=true&range=[0,499]`,
      {
        token: partner,
      },
    )
  ).body.map((row) => row.id)

describe("the spec's white-label calls over the site's catalogue", () => {
  it('puts products in the partner’s order, which the bucket filter answers in', async () => {
    const before = await bucket()
    expect(before.length).toBeGreaterThan(2)
    const [first, second, third] = before as [number, number, number]
    const moved = await call(ctx, 'POST', path('update-service'), {
      token: partner,
      body: { order: [third, first] },
    })
    expect(moved.status).toBe(200)
    const after = await bucket()
    expect(after.slice(0, 3)).toEqual([third, first, second])
    expect(new Set(after)).toEqual(new Set(before))
  })

  it('refuses to order a product the site does not sell, naming it, and changes nothing', async () => {
    const before = await bucket()
    const outside = await ctx.db
      .selectFrom('service')
      .select('id')
      .where('id', 'not in', before)
      .executeTakeFirstOrThrow()
    const refused = await call<{ errors: { path: string; message: string }[] }>(
      ctx,
      'POST',
      path('update-service'),
      { token: partner, body: { order: [before[1]!, outside.id] } },
    )
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([
      { path: 'order.1', message: 'This service is not sold on this site.' },
    ])
    expect(await bucket()).toEqual(before)
  })

  it('lists the bookable products of the site for a package, never a package, paged', async () => {
    const found = await call<{ data: SiteCatalogueRow[]; total: number }>(
      ctx,
      'POST',
      path('bookable-services'),
      {
        token: partner,
        body: { page: 1, item_per_page: 2 },
      },
    )
    expect(found.status).toBe(200)
    expect(found.body.data).toHaveLength(2)
    expect(
      found.body.data.every((row) => row.in_catalogue && row.service_type !== ServiceType.Packages),
    ).toBe(true)
    const everything = await call<{ data: SiteCatalogueRow[]; total: number }>(
      ctx,
      'POST',
      path('bookable-services'),
      { token: partner, body: { item_per_page: 100 } },
    )
    expect(everything.body.total).toBe(found.body.total)
    expect(everything.body.data.map((row) => row.id)).toEqual(
      (await bucket()).filter((id) => everything.body.data.some((row) => row.id === id)),
    )
    const bad = await call<{ errors: { path: string }[] }>(ctx, 'POST', path('bookable-services'), {
      token: partner,
      body: { item_per_page: 0 },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]!.path).toBe('item_per_page')
  })

  it("answers another partner's site as not found on every call", async () => {
    const other = (await loginAs(ctx, 'both@jaunt.test')).access_token
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', path('view-services')],
      ['GET', `${path('view-my-services')}?bucket_filter=true`],
      ['GET', path('view-services/total')],
      ['POST', path('store-service'), { add: [1] }],
      ['POST', path('update-service'), { order: [1] }],
      ['POST', path('remove-all-service')],
      ['POST', path('bookable-services'), {}],
    ]
    for (const [method, url, body] of calls) {
      const answer = await call(ctx, method, url, { token: other, body })
      expect([url, answer.status]).toEqual([url, 404])
    }
  })
})
