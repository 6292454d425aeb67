import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let supplier: string
beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
})
afterAll(() => ctx.close())

const create = (body: Record<string, unknown>, token = admin) =>
  call(ctx, 'POST', '/core/v1/tags', { token, body })
const selectable = async (locale: string) =>
  (
    await call<{ data: { id: number; name: string }[] }>(ctx, 'GET', '/core/v1/select/tag/all', {
      token: supplier,
      headers: { 'APP-LOCALE': locale },
    })
  ).body.data

describe('tags (admins)', () => {
  it('adds a tag with names per language that suppliers then choose in their language', async () => {
    const created = await create({
      slug: 'puffin-watching',
      name: { en: 'Puffin watching', no: 'Lundekikking' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ slug: 'puffin-watching', products: 0 })
    expect((await selectable('no')).find((tag) => tag.id === created.body.id)?.name).toBe('Lundekikking')
    expect((await selectable('de')).find((tag) => tag.id === created.body.id)?.name).toBe('Puffin watching')
  })

  it('renames and removes a tag; the seeded ones show how many products carry them', async () => {
    const created = await create({ slug: 'midnight-sun', name: { en: 'Midnight sun' } })
    const id = created.body.id
    const renamed = await call(ctx, 'PUT', `/core/v1/tags/${id}`, {
      token: admin,
      body: { slug: 'midnight-sun', name: { en: 'Midnight sun', de: 'Mitternachtssonne' } },
    })
    expect(renamed.body.name).toEqual({ en: 'Midnight sun', de: 'Mitternachtssonne' })
    expect((await call(ctx, 'DELETE', `/core/v1/tags/${id}`, { token: admin })).status).toBe(200)
    expect((await call(ctx, 'GET', `/core/v1/tags/${id}`, { token: admin })).status).toBe(404)

    const list = await call<{ slug: string; products: number }[]>(
      ctx,
      'GET',
      `/core/v1/tags?filter=${encodeURIComponent('{"q":"family"}')}`,
      { token: admin },
    )
    expect(list.body.map((tag) => tag.slug)).toEqual(['family-friendly'])
    expect(list.body[0]!.products).toBeGreaterThan(0)
    expect(list.headers.get('Content-Range')).toBe('tags 0-0/1')
  })

  it('refuses a missing English name, a bad slug and a slug in use, naming the field', async () => {
    const bad = await create({ slug: 'Not A Slug', name: { no: 'Bare norsk' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'slug', message: 'Please use only lower-case letters, digits and -' },
        { path: 'name.en', message: 'Please enter the tag name' },
      ]),
    )
    const taken = await create({ slug: 'family-friendly', name: { en: 'Again' } })
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual([{ path: 'slug', message: 'Another tag has this slug' }])
  })

  it('is the admins’ alone', async () => {
    expect((await call(ctx, 'GET', '/core/v1/tags', { token: supplier })).status).toBe(403)
    expect((await create({ slug: 'mine', name: { en: 'Mine' } }, supplier)).status).toBe(403)
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>
    }
    expect(doc.paths['/core/v1/tags']!.post!.operationId).toBe('createTag')
    expect(doc.paths['/core/v1/tags/{id}']!.delete!.security).toEqual([{ bearerAuth: [] }])
  })
})
