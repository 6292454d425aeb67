import { TAX_CATEGORY_MESSAGES, type TaxCategoryRecord } from '@jaunt/domain'
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
  call<TaxCategoryRecord>(ctx, 'POST', '/core/v1/tax-categories', { token, body })
const selectable = async (locale: string) =>
  (
    await call<{ data: { id: number; name: string; rate: number }[] }>(
      ctx,
      'GET',
      '/core/v1/select/tax-category',
      {
        token: supplier,
        headers: { 'APP-LOCALE': locale },
      },
    )
  ).body.data

describe('tax categories (admins)', () => {
  it('adds a category that suppliers then choose in their language, and changes its rate', async () => {
    const created = await create({
      slug: 'ferry-transport',
      name: { en: 'Ferry transport', no: 'Fergetransport' },
      rate: 12,
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ slug: 'ferry-transport', rate: 12, products: 0 })
    expect((await selectable('no')).find((tax) => tax.id === created.body.id)?.name).toBe('Fergetransport')

    const changed = await call<TaxCategoryRecord>(ctx, 'PUT', `/core/v1/tax-categories/${created.body.id}`, {
      token: admin,
      body: { slug: 'ferry-transport', name: { en: 'Ferry transport' }, rate: 12.5 },
    })
    expect(changed.body).toMatchObject({ rate: 12.5, name: { en: 'Ferry transport' } })
    const removed = await call(ctx, 'DELETE', `/core/v1/tax-categories/${created.body.id}`, { token: admin })
    expect(removed.status).toBe(200)
    expect(
      (await call(ctx, 'GET', `/core/v1/tax-categories/${created.body.id}`, { token: admin })).status,
    ).toBe(404)
  })

  it('names the field of a bad rate, a missing name and a taken slug', async () => {
    const bad = await create({ slug: 'Bad Slug', name: { no: 'Bare norsk' }, rate: 120 })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      errors: expect.arrayContaining([
        { path: 'rate', message: TAX_CATEGORY_MESSAGES.rateInvalid },
        { path: 'name.en', message: TAX_CATEGORY_MESSAGES.nameRequired },
        expect.objectContaining({ path: 'slug' }),
      ]),
    })
    const negative = await create({ slug: 'negative', name: { en: 'Negative' }, rate: -1 })
    expect(negative.body).toMatchObject({
      errors: [{ path: 'rate', message: TAX_CATEGORY_MESSAGES.rateInvalid }],
    })
    await create({ slug: 'taken-slug', name: { en: 'First' }, rate: 0 })
    const taken = await create({ slug: 'taken-slug', name: { en: 'Second' }, rate: 0 })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ errors: [{ path: 'slug', message: TAX_CATEGORY_MESSAGES.slugTaken }] })
  })

  it('keeps a category products use, and is closed to suppliers', async () => {
    const used = (await create({ slug: 'lodging-tax', name: { en: 'Lodging' }, rate: 12 })).body
    const product = await ctx.db.selectFrom('service').select('id').orderBy('id').executeTakeFirstOrThrow()
    await ctx.db
      .updateTable('service')
      .set({ tax_category_id: used.id })
      .where('id', '=', product.id)
      .execute()
    const refused = await call(ctx, 'DELETE', `/core/v1/tax-categories/${used.id}`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ message: TAX_CATEGORY_MESSAGES.inUse })
    const listed = await call<TaxCategoryRecord[]>(ctx, 'GET', '/core/v1/tax-categories', { token: admin })
    expect(listed.body.find((tax) => tax.id === used.id)?.products).toBe(1)
    expect((await call(ctx, 'GET', '/core/v1/tax-categories', { token: supplier })).status).toBe(403)
    expect((await create({ slug: 'sneaky', name: { en: 'Sneaky' }, rate: 0 }, supplier)).status).toBe(403)
  })
})
