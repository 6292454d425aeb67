import {
  ServiceType,
  type PackageRecord,
  type SupplierConsentMappingRecord,
  type SupplierConsentRecord,
} from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDay, siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let supplier: string
let other: string
let partner: string
let supplierId: number
let demo: number
beforeAll(async () => {
  ctx = await createTestContext()
  const token = async (email: string) => (await loginAs(ctx, email)).access_token
  supplier = await token('supplier@jaunt.test')
  other = await token('both@jaunt.test')
  partner = await token('partner@jaunt.test')
  supplierId = (
    await ctx.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'supplier@jaunt.test')
      .executeTakeFirstOrThrow()
  ).id
  demo = await siteId(ctx.db, 'demo')
}, 120_000)
afterAll(() => ctx.close())

type Answer<T> = T & { message: string; errors?: { path: string; message: string }[] }
type Page<T> = { data: T[]; total: number }
const base = '/core/v1/package/supplier-consent'
const create = (token: string, body: unknown) =>
  call<Answer<SupplierConsentRecord>>(ctx, 'POST', base, { token, body })
const listing = (token: string) =>
  call<Page<SupplierConsentRecord>>(ctx, 'POST', `${base}-listing`, { token, body: { item_per_page: 500 } })
const mappings = (token: string, id: number) =>
  call<Answer<Page<SupplierConsentMappingRecord>>>(ctx, 'POST', `${base}/mapping-listing/${id}`, {
    token,
    body: {},
  })
const map = (token: string, body: unknown) =>
  call<Answer<SupplierConsentMappingRecord>>(ctx, 'POST', `${base}/mapping`, { token, body })

/** One of the supplier's activities, sold on the demo site unless said otherwise. */
async function supplierActivity(onDemo = true) {
  let query = ctx.db
    .selectFrom('service as s')
    .select('s.id')
    .where('s.supplier_user_id', '=', supplierId)
    .where('s.service_type', '=', ServiceType.Activities)
  if (onDemo)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('site_catalogue as sc')
          .select('sc.service_id')
          .whereRef('sc.service_id', '=', 's.id')
          .where('sc.site_id', '=', demo),
      ),
    )
  return (await query.orderBy('s.id').executeTakeFirstOrThrow()).id
}

describe('supplier consents', () => {
  it('a supplier keeps their own consents, which another supplier never sees', async () => {
    const made = await create(supplier, {
      name: 'Summer partners',
      valid_from: isoDay(-1),
      valid_to: isoDay(90),
      terms: 'Keep our meeting point',
    })
    expect(made.status, made.body.message).toBe(201)
    expect(made.body).toMatchObject({
      name: 'Summer partners',
      all_services: false,
      valid_from: isoDay(-1),
      valid_to: isoDay(90),
      service_count: 0,
      in_force: true,
    })
    expect((await listing(supplier)).body.data.map((consent) => consent.id)).toContain(made.body.id)
    expect((await listing(other)).body.data.map((consent) => consent.id)).not.toContain(made.body.id)
    const path = `${base}/${made.body.id}`
    expect((await call(ctx, 'GET', path, { token: other })).status).toBe(404)
    expect((await call(ctx, 'PUT', path, { token: other, body: { name: 'Mine' } })).status).toBe(404)
    expect((await call(ctx, 'DELETE', path, { token: other })).status).toBe(404)
    expect((await mappings(other, made.body.id)).status).toBe(404)

    const later = await call<SupplierConsentRecord>(ctx, 'PUT', path, {
      token: supplier,
      body: { name: 'Next year', all_services: true, valid_from: isoDay(400), valid_to: '' },
    })
    expect(later.body).toMatchObject({
      name: 'Next year',
      all_services: true,
      valid_to: null,
      in_force: false,
    })
    expect((await call(ctx, 'DELETE', path, { token: supplier })).status).toBe(200)
    expect((await call(ctx, 'GET', path, { token: supplier })).status).toBe(404)
  })

  it('maps the supplier’s own products only, once each', async () => {
    const consent = (await create(supplier, { name: 'Mapped products' })).body
    const activity = await supplierActivity(false)
    const mapped = await map(supplier, { supplier_consent_id: consent.id, service_id: activity })
    expect(mapped.status, mapped.body.message).toBe(201)
    expect(mapped.body).toMatchObject({ service_id: activity, service_type: ServiceType.Activities })
    expect(mapped.body.service_name).not.toBe('')
    const listed = await mappings(supplier, consent.id)
    expect(listed.body).toMatchObject({ total: 1, data: [{ id: mapped.body.id }] })

    const twice = await map(supplier, { supplier_consent_id: consent.id, service_id: activity })
    expect(twice.status).toBe(400)
    expect(twice.body.errors).toEqual([
      { path: 'service_id', message: 'This product is already in this consent' },
    ])
    const theirs = await map(other, { supplier_consent_id: consent.id, service_id: activity })
    expect(theirs.status).toBe(404)
    const notMine = (
      await ctx.db
        .selectFrom('service')
        .select('id')
        .where('supplier_user_id', '<>', supplierId)
        .where('service_type', '=', ServiceType.Activities)
        .executeTakeFirstOrThrow()
    ).id
    const foreign = await map(supplier, { supplier_consent_id: consent.id, service_id: notMine })
    expect(foreign.body.errors).toEqual([
      { path: 'service_id', message: 'Please choose one of your products' },
    ])

    const mappingPath = `${base}/mapping/${mapped.body.id}`
    expect((await call(ctx, 'DELETE', mappingPath, { token: other })).status).toBe(404)
    expect((await call(ctx, 'DELETE', mappingPath, { token: supplier })).status).toBe(200)
    expect((await mappings(supplier, consent.id)).body.total).toBe(0)
  })

  it('answers 400 naming each bad field', async () => {
    const bad = await create(supplier, { name: ' ', valid_from: isoDay(10), valid_to: isoDay(5) })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Please enter the consent name' },
        { path: 'valid_to', message: 'The end date cannot be before the start date.' },
      ]),
    )
    const noService = await map(supplier, { supplier_consent_id: 1 })
    expect(noService.body.errors).toEqual([
      { path: 'service_id', message: 'Please choose one of your products' },
    ])
  })

  it('is forbidden to a partner who is not a supplier', async () => {
    expect((await listing(partner)).status).toBe(403)
    expect((await create(partner, { name: 'Not mine' })).status).toBe(403)
  })

  it('lets a partner package a supplier’s product only while a consent covers it', async () => {
    const activity = await supplierActivity()
    // Without any consent of the supplier's (the demo's all-products one withdrawn) …
    for (const consent of (await listing(supplier)).body.data)
      await call(ctx, 'DELETE', `${base}/${consent.id}`, { token: supplier })
    const pack = await call<PackageRecord>(ctx, 'POST', '/core/v1/package', {
      token: partner,
      body: { site_id: demo, name: 'Consent check package' },
    })
    expect(pack.status).toBe(201)
    const mapping = () =>
      call<Answer<PackageRecord>>(ctx, 'PUT', `/core/v1/package/${pack.body.id}/package-service-mapping`, {
        token: partner,
        body: { components: [{ service_id: activity, day_offset: 0, nights: 0 }] },
      })
    const refused = await mapping()
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([
      {
        path: 'components.0.service_id',
        message: 'The supplier has not consented to partners selling this service in packages.',
      },
    ])
    // … nor with one that has ended, or that covers other products only …
    const ended = (await create(supplier, { name: 'Ended', all_services: true, valid_to: isoDay(-1) })).body
    expect(ended.in_force).toBe(false)
    const narrow = (await create(supplier, { name: 'This activity' })).body
    expect((await mapping()).status).toBe(400)
    // … but with one mapped to it.
    await map(supplier, { supplier_consent_id: narrow.id, service_id: activity })
    const accepted = await mapping()
    expect(accepted.status, accepted.body.message).toBe(200)
    expect(accepted.body.components.map((component) => component.service_id)).toEqual([activity])
    // Withdrawing it later leaves the package as built.
    await call(ctx, 'DELETE', `${base}/${narrow.id}`, { token: supplier })
    expect((await mapping()).status).toBe(200)
  })
})
