import { CATEGORY_ADMIN_MESSAGES, type CategoryAdminRecord } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let supplier: string
let partner: string
beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
})
afterAll(() => ctx.close())

const create = (body: Record<string, unknown>, token = admin) =>
  call<CategoryAdminRecord>(ctx, 'POST', '/core/v1/service-categories', { token, body })
const update = (id: number, body: Record<string, unknown>) =>
  call<CategoryAdminRecord>(ctx, 'PUT', `/core/v1/service-categories/${id}`, { token: admin, body })
const tree = async () =>
  (
    await call<CategoryAdminRecord[]>(ctx, 'GET', '/core/v1/service-categories?range=[0,499]', {
      token: admin,
    })
  ).body

describe('service categories (admins)', () => {
  it('builds a tree: children under their parent in order, and suppliers can choose them at once', async () => {
    const top = await create({
      slug: 'winter-fun',
      name: { en: 'Winter fun', no: 'Vintermoro' },
      position: 5,
    })
    expect(top.status).toBe(201)
    expect(top.body).toMatchObject({ parent_id: null, depth: 0, children: 0, products: 0 })
    const second = await create({
      slug: 'winter-skiing',
      name: { en: 'Skiing' },
      parent_id: top.body.id,
      position: 2,
    })
    const first = await create({
      slug: 'winter-sledding',
      name: { en: 'Sledding' },
      parent_id: top.body.id,
      position: 1,
    })
    expect(second.body).toMatchObject({ parent_id: top.body.id, depth: 1 })

    const rows = await tree()
    const at = (id: number) => rows.findIndex((row) => row.id === id)
    expect(at(top.body.id)).toBeLessThan(at(first.body.id))
    expect(at(first.body.id)).toBeLessThan(at(second.body.id))
    expect(rows[at(top.body.id)]!.children).toBe(2)

    const choices = await call<{ data: { id: number; name: string }[] }>(
      ctx,
      'GET',
      `/core/v1/select/category/${top.body.id}/children`,
      { token: supplier },
    )
    expect(choices.body.data.map((choice) => choice.name).sort()).toEqual(['Skiing', 'Sledding'])

    const renamed = await update(first.body.id, {
      slug: 'winter-sledding',
      name: { en: 'Sledding', no: 'Aking' },
      parent_id: null,
      position: 0,
    })
    expect(renamed.body).toMatchObject({ parent_id: null, depth: 0, name: { no: 'Aking' } })
  })

  it('refuses to put a category under itself or one of its subcategories (400 on parent_id)', async () => {
    const root = (await create({ slug: 'loop-root', name: { en: 'Loop root' } })).body
    const child = (await create({ slug: 'loop-child', name: { en: 'Loop child' }, parent_id: root.id })).body
    const grandchild = (
      await create({ slug: 'loop-grandchild', name: { en: 'Loop grandchild' }, parent_id: child.id })
    ).body
    for (const parent of [root.id, grandchild.id]) {
      const refused = await update(root.id, {
        slug: 'loop-root',
        name: { en: 'Loop root' },
        parent_id: parent,
      })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({
        errors: [{ path: 'parent_id', message: CATEGORY_ADMIN_MESSAGES.parentCycle }],
      })
    }
    const unknown = await create({ slug: 'orphan', name: { en: 'Orphan' }, parent_id: 999_999 })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({
      errors: [{ path: 'parent_id', message: CATEGORY_ADMIN_MESSAGES.parentUnknown }],
    })
  })

  it('names the field of a missing name, a bad slug or order, and a taken slug', async () => {
    const bad = await create({ slug: 'Bad Slug', name: { no: 'Bare norsk' }, position: -1 })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      errors: expect.arrayContaining([
        { path: 'name.en', message: CATEGORY_ADMIN_MESSAGES.nameRequired },
        { path: 'position', message: CATEGORY_ADMIN_MESSAGES.positionInvalid },
        expect.objectContaining({ path: 'slug' }),
      ]),
    })
    await create({ slug: 'taken-category', name: { en: 'First' } })
    const taken = await create({ slug: 'taken-category', name: { en: 'Second' } })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({
      errors: [{ path: 'slug', message: CATEGORY_ADMIN_MESSAGES.slugTaken }],
    })
  })

  it('keeps a category products use, saying how many, and one with subcategories', async () => {
    const parent = (await create({ slug: 'used-parent', name: { en: 'Used parent' } })).body
    const used = (await create({ slug: 'used-child', name: { en: 'Used child' }, parent_id: parent.id })).body
    const products = await ctx.db.selectFrom('service').select('id').orderBy('id').limit(2).execute()
    await ctx.db
      .insertInto('service_category')
      .values(products.map((product) => ({ service_id: product.id, category_id: used.id })))
      .execute()

    const refused = await call(ctx, 'DELETE', `/core/v1/service-categories/${used.id}`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/^2 products use this category/) })
    // The parent counts its subcategories' products.
    const parentRefused = await call(ctx, 'DELETE', `/core/v1/service-categories/${parent.id}`, {
      token: admin,
    })
    expect(parentRefused.status).toBe(409)
    expect((await tree()).find((row) => row.id === parent.id)?.products).toBe(2)

    await ctx.db.deleteFrom('service_category').where('category_id', '=', used.id).execute()
    const withChild = await call(ctx, 'DELETE', `/core/v1/service-categories/${parent.id}`, { token: admin })
    expect(withChild.status).toBe(409)
    expect(withChild.body).toMatchObject({ message: CATEGORY_ADMIN_MESSAGES.hasChildren })
    expect(
      (await call(ctx, 'DELETE', `/core/v1/service-categories/${used.id}`, { token: admin })).status,
    ).toBe(200)
    expect(
      (await call(ctx, 'DELETE', `/core/v1/service-categories/${parent.id}`, { token: admin })).status,
    ).toBe(200)
    expect(
      (await call(ctx, 'GET', `/core/v1/service-categories/${parent.id}`, { token: admin })).status,
    ).toBe(404)
  })

  it('is closed to suppliers and partners', async () => {
    for (const token of [supplier, partner]) {
      expect((await call(ctx, 'GET', '/core/v1/service-categories', { token })).status).toBe(403)
      expect((await create({ slug: 'sneaky-category', name: { en: 'Sneaky' } }, token)).status).toBe(403)
    }
    expect((await call(ctx, 'GET', '/core/v1/service-categories')).status).toBe(401)
  })
})
