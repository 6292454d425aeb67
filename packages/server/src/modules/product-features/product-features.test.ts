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

const post = (path: string, body: Record<string, unknown>, token = admin) =>
  call(ctx, 'POST', `/core/v1/${path}`, { token, body })

describe('product features and their types (admins)', () => {
  it('adds a type and a feature of that type; the feature gets a slug from its English name', async () => {
    const type = await post('product-feature-types', { name: { en: 'Views', no: 'Utsikt' } })
    expect(type.status).toBe(201)
    expect(type.body).toMatchObject({ name: { en: 'Views', no: 'Utsikt' }, features: 0 })
    const feature = await post('product-features', {
      name: { en: 'Glacier view', de: 'Gletscherblick' },
      icon: 'mountain',
      feature_type_id: type.body.id,
    })
    expect(feature.status).toBe(201)
    expect(feature.body).toMatchObject({
      slug: 'glacier-view',
      icon: 'mountain',
      feature_type_id: type.body.id,
      most_popular: false,
      products: 0,
    })
    const again = await post('product-features', { name: { en: 'Glacier view!' }, icon: 'mountain' })
    expect(again.body.slug).toBe('glacier-view-2')

    const listed = await call<{ id: number }[]>(
      ctx,
      'GET',
      `/core/v1/product-features?filter=${encodeURIComponent(JSON.stringify({ feature_type_id: type.body.id }))}`,
      { token: admin },
    )
    expect(listed.body.map((row) => row.id)).toEqual([feature.body.id])
    expect(
      (await call(ctx, 'GET', `/core/v1/product-feature-types/${type.body.id}`, { token: admin })).body,
    ).toMatchObject({ features: 1 })
  })

  it('renames a feature and keeps its slug; deletes a feature no product carries', async () => {
    const feature = await post('product-features', { name: { en: 'Boot dryer' }, icon: 'boot' })
    const renamed = await call(ctx, 'PUT', `/core/v1/product-features/${feature.body.id}`, {
      token: admin,
      body: { name: { en: 'Boot dryer room', sv: 'Torkrum' }, icon: 'drying', most_popular: true },
    })
    expect(renamed.body).toMatchObject({ slug: 'boot-dryer', icon: 'drying', most_popular: true })
    expect(
      (await call(ctx, 'DELETE', `/core/v1/product-features/${feature.body.id}`, { token: admin })).status,
    ).toBe(200)
    expect(
      (await call(ctx, 'GET', `/core/v1/product-features/${feature.body.id}`, { token: admin })).status,
    ).toBe(404)
  })

  it('refuses to delete a feature products carry, or a type features have, with a 409 that says why', async () => {
    const wifi = await call<{ id: number; products: number }[]>(
      ctx,
      'GET',
      `/core/v1/product-features?filter=${encodeURIComponent('{"q":"free-wifi"}')}`,
      { token: admin },
    )
    expect(wifi.body[0]!.products).toBeGreaterThan(0)
    const inUse = await call(ctx, 'DELETE', `/core/v1/product-features/${wifi.body[0]!.id}`, { token: admin })
    expect(inUse.status).toBe(409)
    expect(inUse.body.message).toBe('Products have this feature: remove it from them first')

    const type = await post('product-feature-types', { name: { en: 'Safety' } })
    await post('product-features', {
      name: { en: 'Life jackets' },
      icon: 'lifebuoy',
      feature_type_id: type.body.id,
    })
    const typeInUse = await call(ctx, 'DELETE', `/core/v1/product-feature-types/${type.body.id}`, {
      token: admin,
    })
    expect(typeInUse.status).toBe(409)
    expect(typeInUse.body.message).toBe(
      'Features have this type: give them another type or delete them first',
    )

    const empty = await post('product-feature-types', { name: { en: 'Empty for now' } })
    expect(
      (await call(ctx, 'DELETE', `/core/v1/product-feature-types/${empty.body.id}`, { token: admin })).status,
    ).toBe(200)
  })

  it('names the field of bad input', async () => {
    const bad = await post('product-features', {
      name: { no: 'Bare norsk' },
      icon: 'Not An Icon',
      feature_type_id: 999999,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name.en', message: 'Please enter the feature name' },
        { path: 'icon', message: 'Please enter an icon name: lower-case letters, digits and -' },
      ]),
    )
    const unknownType = await post('product-features', {
      name: { en: 'Lonely' },
      icon: 'star',
      feature_type_id: 999999,
    })
    expect(unknownType.status).toBe(400)
    expect(unknownType.body.errors).toEqual([
      { path: 'feature_type_id', message: 'Please choose a feature type from the list' },
    ])
    const noName = await post('product-feature-types', { name: { en: ' ' } })
    expect(noName.body.errors).toEqual([{ path: 'name.en', message: 'Please enter the feature type name' }])
  })

  it('is the admins’ alone; the demo has typed features', async () => {
    expect((await call(ctx, 'GET', '/core/v1/product-features', { token: supplier })).status).toBe(403)
    expect((await post('product-feature-types', { name: { en: 'Mine' } }, supplier)).status).toBe(403)
    const types = await call<{ name: { en: string }; features: number }[]>(
      ctx,
      'GET',
      '/core/v1/product-feature-types',
      { token: admin },
    )
    expect(types.body.find((type) => type.name.en === 'Accessibility')?.features).toBeGreaterThanOrEqual(2)
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>
    }
    expect(doc.paths['/core/v1/product-features/{id}']!.delete!.operationId).toBe('deleteProductFeature')
  })
})
