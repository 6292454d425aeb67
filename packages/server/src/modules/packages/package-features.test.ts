import type { PackageFeatureChoice, PackageRecord } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let partner: string
let partner2: string
let demo: number
beforeAll(async () => {
  ctx = await createTestContext()
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  partner2 = (await loginAs(ctx, 'partner2@jaunt.test')).access_token
  demo = await siteId(ctx.db, 'demo')
})
afterAll(() => ctx.close())

const newPackage = async (name: string) =>
  (
    await call<PackageRecord>(ctx, 'POST', '/core/v1/package', {
      token: partner,
      body: { site_id: demo, name },
    })
  ).body.id
const choices = (id: number, token = partner, locale = 'en') =>
  call<PackageFeatureChoice[]>(ctx, 'GET', `/core/v1/package/product-feature/all?package_id=${id}`, {
    token,
    headers: { 'APP-LOCALE': locale },
  })

describe('a package’s features', () => {
  it('offers every feature by type in the partner’s language and keeps the ones chosen', async () => {
    const id = await newPackage('Features: fjord weekend')
    const offered = await choices(id, partner, 'de')
    expect(offered.status).toBe(200)
    const wifi = offered.body.find((feature) => feature.name === 'Kostenloses WLAN')!
    expect(wifi).toMatchObject({ feature_type_name: 'Ausstattung', selected: false })
    const sauna = offered.body.find((feature) => feature.icon === 'flame')!

    const saved = await call<PackageFeatureChoice[]>(ctx, 'POST', `/core/v1/package/features/${id}`, {
      token: partner,
      body: { feature_ids: [wifi.id, sauna.id, wifi.id] },
    })
    expect(saved.status).toBe(200)
    expect(
      saved.body
        .filter((feature) => feature.selected)
        .map((feature) => feature.id)
        .sort(),
    ).toEqual([wifi.id, sauna.id].sort())
    await call(ctx, 'POST', `/core/v1/package/features/${id}`, {
      token: partner,
      body: { feature_ids: [sauna.id] },
    })
    expect(
      (await choices(id)).body.filter((feature) => feature.selected).map((feature) => feature.id),
    ).toEqual([sauna.id])
  })

  it('refuses an unknown feature on the field, and another partner’s package is not found', async () => {
    const id = await newPackage('Features: isolation')
    const bad = await call(ctx, 'POST', `/core/v1/package/features/${id}`, {
      token: partner,
      body: { feature_ids: [999999] },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([
      { path: 'feature_ids', message: 'Please choose features from the list' },
    ])
    expect((await choices(id, partner2)).status).toBe(404)
    const foreign = await call(ctx, 'POST', `/core/v1/package/features/${id}`, {
      token: partner2,
      body: { feature_ids: [] },
    })
    expect(foreign.status).toBe(404)
  })
})

describe('a package’s tags and categories', () => {
  it('keeps the tags and categories chosen, refuses unknown ones, and hides another partner’s package', async () => {
    const id = await newPackage('Tags: northern lights week')
    const [tag] = await ctx.db.selectFrom('tag').select('id').orderBy('id').limit(1).execute()
    const [category] = await ctx.db.selectFrom('category').select('id').orderBy('id').limit(1).execute()
    const path = `/core/v1/package/${id}/tags-categories`
    const saved = await call(ctx, 'PUT', path, {
      token: partner,
      body: { tag_ids: [tag!.id], category_ids: [category!.id] },
    })
    expect(saved.status).toBe(200)
    expect((await call(ctx, 'GET', path, { token: partner })).body).toEqual({
      tag_ids: [tag!.id],
      category_ids: [category!.id],
    })
    const bad = await call(ctx, 'PUT', path, {
      token: partner,
      body: { tag_ids: [999999], category_ids: [] },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ path: 'tag_ids', message: 'Please choose tags from the list' }])
    expect((await call(ctx, 'GET', path, { token: partner2 })).status).toBe(404)
    const foreign = await call(ctx, 'PUT', path, { token: partner2, body: { tag_ids: [], category_ids: [] } })
    expect(foreign.status).toBe(404)
  })
})
