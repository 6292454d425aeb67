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

describe('the tags and categories forms choose from', () => {
  it('lists every tag by name in the asked language, or one page of them', async () => {
    const all = await call<Choices>(ctx, 'GET', '/core/v1/select/tag/all', { token })
    expect(all.body.total).toBeGreaterThan(5)
    const names = all.body.data.map((tag) => tag.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(names).toContain('Family-friendly')
    const german = await call<Choices>(ctx, 'GET', '/core/v1/select/tag/all', {
      token,
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(german.body.data.map((tag) => tag.name)).toContain('Familienfreundlich')

    const spec = await call<Choices>(ctx, 'POST', '/core/v1/select/tag/all', {
      token,
      body: { limit: -1, page_number: -1 },
    })
    expect(spec.body).toEqual(all.body)
    const second = await call<Choices>(ctx, 'POST', '/core/v1/select/tag/all', {
      token,
      body: { limit: 2, page_number: 2 },
    })
    expect(second.body).toEqual({ data: all.body.data.slice(2, 4), total: all.body.total })
    const bad = await call(ctx, 'POST', '/core/v1/select/tag/all', { token, body: { limit: 0 } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^limit: /)
    expect((await call(ctx, 'GET', '/core/v1/select/tag/all')).status).toBe(401)
  })

  it('walks the category tree: the top for a service type, then the children of one', async () => {
    const top = await call<Choices>(ctx, 'GET', '/core/v1/select/category/1/parents', { token })
    expect(top.body.data.every((category) => category.parent_id === null)).toBe(true)
    const culture = top.body.data.find((category) => category.name === 'Culture')!
    const children = await call<Choices>(ctx, 'GET', `/core/v1/select/category/${culture.id}/children`, {
      token,
    })
    expect(children.body.data.map((category) => category.name).sort()).toEqual(['City tours', 'Museums'])
    expect(children.body.data.every((category) => category.parent_id === culture.id)).toBe(true)

    expect((await call(ctx, 'GET', '/core/v1/select/category/99999/children', { token })).status).toBe(404)
    const badType = await call(ctx, 'GET', '/core/v1/select/category/42/parents', { token })
    expect(badType.status).toBe(400)
    expect(badType.body.message).toMatch(/^id: /)
  })

  it('lists the tax categories with their rates', async () => {
    const { body } = await call<{ data: { slug: string; name: string; rate: number }[] }>(
      ctx,
      'GET',
      '/core/v1/select/tax-category',
      { token, headers: { 'APP-LOCALE': 'no' } },
    )
    expect(body.data.map(({ slug, name, rate }) => ({ slug, name, rate }))).toEqual([
      { slug: 'standard', name: 'Standard sats', rate: 25 },
      { slug: 'reduced', name: 'Redusert sats', rate: 12 },
      { slug: 'exempt', name: 'Fritatt', rate: 0 },
    ])
  })
})
