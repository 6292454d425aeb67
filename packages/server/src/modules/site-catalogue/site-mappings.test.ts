import type { TourInput } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let supplier: string
let demo: number
let lodge: number
let supplierId: number

beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  demo = await siteId(ctx.db, 'demo')
  lodge = await siteId(ctx.db, 'lodge')
  const user = await ctx.db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', 'supplier@jaunt.test')
    .executeTakeFirstOrThrow()
  supplierId = user.id
})
afterAll(() => ctx.close())

/** A supplier's new activity, active on the marketplace unless asked otherwise. */
async function newActivity(name: string, active = true) {
  const location = await ctx.db.selectFrom('location').select('id').executeTakeFirstOrThrow()
  const body: TourInput = {
    location_id: location.id,
    currency_code: 'NOK',
    duration: { hours: 2, minutes: 0 },
    texts: { en: { name } },
    images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: name } }],
  }
  const id = (await call<{ id: number }>(ctx, 'POST', '/core/v1/tours', { token: supplier, body })).body.id
  if (active) await call(ctx, 'PUT', `/core/v1/tours/${id}/update-status?status=1`, { token: supplier })
  return id
}

const list = (filter: object) =>
  call<{ id: string; site_id: number; service_name: string; supplier_id: number }[]>(
    ctx,
    'GET',
    `/core/v1/admin/site-mappings?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`,
    { token: admin },
  )

describe('the admin’s site mappings', () => {
  it('adds a product to several sites, lists the pairs by site, supplier, type and name, and removes one', async () => {
    const activity = await newActivity('Quokka coast paddle')
    const added = await call(ctx, 'POST', '/core/v1/admin/site-mappings', {
      token: admin,
      body: { service_id: activity, site_ids: [demo, lodge] },
    })
    expect(added.status).toBe(201)
    const byName = await list({ q: 'quokka coast' })
    expect(byName.headers.get('Content-Range')).toBe('site-mappings 0-1/2')
    expect(byName.body.map((row) => row.id).sort()).toEqual(
      [`${demo}-${activity}`, `${lodge}-${activity}`].sort(),
    )
    expect(byName.body[0]).toMatchObject({
      service_name: 'Quokka coast paddle',
      supplier_id: supplierId,
      service_type: 1,
    })
    expect((await list({ q: 'quokka coast', site_id: lodge })).body.map((row) => row.site_id)).toEqual([
      lodge,
    ])
    expect((await list({ q: 'quokka coast', supplier_id: supplierId, service_type: 1 })).body).toHaveLength(2)
    expect((await list({ q: 'quokka coast', service_type: 2 })).body).toHaveLength(0)
    // The partner's own catalogue sees the same pairs: one service, no second path.
    const partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
    const mine = await call<{ id: number }[]>(
      ctx,
      'GET',
      `/core/v1/profile/partner/white-label/view-my-services/${lodge}?filter=${encodeURIComponent('{"q":"quokka coast"}')}`,
      { token: partner },
    )
    expect(mine.body.map((row) => row.id)).toEqual([activity])

    const removed = await call(ctx, 'DELETE', `/core/v1/admin/site-mappings/${lodge}-${activity}`, {
      token: admin,
    })
    expect(removed.status).toBe(200)
    expect((await list({ q: 'quokka coast' })).body.map((row) => row.site_id)).toEqual([demo])
    const again = await call(ctx, 'DELETE', `/core/v1/admin/site-mappings/${lodge}-${activity}`, {
      token: admin,
    })
    expect(again.status).toBe(404)
  })

  it('keeps to the catalogue’s rules: only marketplace products, existing sites, at least one site', async () => {
    const draft = await newActivity('Quokka draft walk', false)
    const inactive = await call(ctx, 'POST', '/core/v1/admin/site-mappings', {
      token: admin,
      body: { service_id: draft, site_ids: [demo] },
    })
    expect(inactive.status).toBe(400)
    expect(inactive.body.errors).toEqual([
      { path: 'add.0', message: 'This product is not on the marketplace' },
    ])
    const active = await newActivity('Quokka sunset walk')
    const noSite = await call(ctx, 'POST', '/core/v1/admin/site-mappings', {
      token: admin,
      body: { service_id: active, site_ids: [] },
    })
    expect(noSite.status).toBe(400)
    expect(noSite.body.errors).toEqual([{ path: 'site_ids', message: 'Please choose at least one site' }])
    const missing = await call(ctx, 'POST', '/core/v1/admin/site-mappings', {
      token: admin,
      body: { service_id: active, site_ids: [demo, 987654] },
    })
    expect(missing.status).toBe(404)
    expect((await list({ q: 'quokka sunset' })).body).toHaveLength(0)
  })

  it('is for admins only', async () => {
    const partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
    expect((await call(ctx, 'GET', '/core/v1/admin/site-mappings', { token: partner })).status).toBe(403)
    const add = await call(ctx, 'POST', '/core/v1/admin/site-mappings', {
      token: partner,
      body: { service_id: 1, site_ids: [demo] },
    })
    expect(add.status).toBe(403)
    expect(
      (await call(ctx, 'DELETE', `/core/v1/admin/site-mappings/${demo}-1`, { token: partner })).status,
    ).toBe(403)
  })
})
