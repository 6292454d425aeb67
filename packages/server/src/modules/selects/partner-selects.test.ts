import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

type Choices = { data: { id: number; name: string; parent_id: number | null }[]; total: number }

let ctx: TestContext
let partner: string
let supplier: string

beforeAll(async () => {
  ctx = await createTestContext()
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
})
afterAll(() => ctx.close())

describe("the spec's partner selects for a package's tags and categories", () => {
  it('pages the tags by name in the asked language, and names a bad page', async () => {
    const all = await call<Choices>(ctx, 'POST', '/core/v1/partner/select/tag/all', {
      token: partner,
      body: { limit: -1, page_number: -1 },
    })
    expect(all.status).toBe(200)
    expect(all.body.total).toBeGreaterThan(2)
    const second = await call<Choices>(ctx, 'POST', '/core/v1/partner/select/tag/all', {
      token: partner,
      body: { limit: 2, page_number: 2 },
    })
    expect(second.body.data).toEqual(all.body.data.slice(2, 4))
    const bad = await call<{ message: string }>(ctx, 'POST', '/core/v1/partner/select/tag/all', {
      token: partner,
      body: { limit: 0 },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('limit')
  })

  it('gives the top categories, then the ones under a top one, and a 404 for one that does not exist', async () => {
    const top = await call<Choices>(ctx, 'GET', '/core/v1/partner/select/category/package/parents', {
      token: partner,
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(top.status).toBe(200)
    expect(top.body.data.every((category) => category.parent_id === null)).toBe(true)
    const parent = top.body.data[0]!
    const under = await call<Choices>(
      ctx,
      'GET',
      `/core/v1/partner/select/category/package/${parent.id}/children`,
      { token: partner },
    )
    expect(under.body.data.every((category) => category.parent_id === parent.id)).toBe(true)
    const missing = await call(ctx, 'GET', '/core/v1/partner/select/category/package/999999/children', {
      token: partner,
    })
    expect(missing.status).toBe(404)
  })

  it('is for partners: a supplier is refused, a guest must log in', async () => {
    const path = '/core/v1/partner/select/category/package/parents'
    expect((await call(ctx, 'GET', path, { token: supplier })).status).toBe(403)
    expect((await call(ctx, 'GET', path)).status).toBe(401)
  })
})
