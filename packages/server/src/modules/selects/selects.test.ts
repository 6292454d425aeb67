import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let token: string
beforeAll(async () => {
  ctx = await createTestContext()
  token = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
})
afterAll(() => ctx.close())

type Choices = { data: { id: number; name: string; parent_id: number | null }[]; total: number }

describe('the product forms’ choices', () => {
  it('lists the places in the asked language, to back-office users only', async () => {
    const en = await call<Choices>(ctx, 'GET', '/core/v1/select/location', { token })
    const de = await call<Choices>(ctx, 'GET', '/core/v1/select/location', {
      token,
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(en.body.total).toBe(en.body.data.length)
    expect(en.body.data.map((place) => place.name)).toContain('Oslo')
    const names = new Map(de.body.data.map((place) => [place.id, place.name]))
    expect(en.body.data.some((place) => names.get(place.id) !== place.name)).toBe(true)
    expect((await call(ctx, 'GET', '/core/v1/select/location')).status).toBe(401)
  })

  it('lists the categories with parents before their children', async () => {
    const { body } = await call<Choices>(ctx, 'GET', '/core/v1/select/service-category', { token })
    const position = new Map(body.data.map((category, index) => [category.id, index]))
    const children = body.data.filter((category) => category.parent_id !== null)
    expect(children.length).toBeGreaterThan(0)
    for (const child of children) expect(position.get(child.parent_id!)).toBeLessThan(position.get(child.id)!)
  })
})
