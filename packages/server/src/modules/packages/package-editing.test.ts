import {
  ServiceType,
  Status,
  type PackageHistoryRow,
  type PackageListRow,
  type PackageRecord,
} from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDay, siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let partner: string
let partner2: string
let admin: string
let supplier: string
let demo: number
let activity: number
let hotel: number
let notOnSite: number

/** A service of this type the site sells, in NOK. */
async function onSite(serviceType: number) {
  const row = await ctx.db
    .selectFrom('service as s')
    .innerJoin('site_catalogue as sc', 'sc.service_id', 's.id')
    .select('s.id')
    .where('sc.site_id', '=', demo)
    .where('s.service_type', '=', serviceType)
    .where('s.currency_code', '=', 'NOK')
    .where('s.status', '=', Status.Active)
    .orderBy('s.id')
    .executeTakeFirstOrThrow()
  return row.id
}

beforeAll(async () => {
  ctx = await createTestContext()
  const token = async (email: string) => (await loginAs(ctx, email)).access_token
  partner = await token('partner@jaunt.test')
  partner2 = await token('partner2@jaunt.test')
  admin = await token('admin@jaunt.test')
  supplier = await token('supplier@jaunt.test')
  demo = await siteId(ctx.db, 'demo')
  activity = await onSite(ServiceType.Activities)
  hotel = await onSite(ServiceType.Hotels)
  notOnSite = (
    await ctx.db
      .selectFrom('service as s')
      .select('s.id')
      .where('s.service_type', '=', ServiceType.Activities)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('site_catalogue as sc')
              .select('sc.service_id')
              .whereRef('sc.service_id', '=', 's.id')
              .where('sc.site_id', '=', demo),
          ),
        ),
      )
      .executeTakeFirstOrThrow()
  ).id
  // The stay rules are the hotel tests' concern: here every night can be an arrival.
  await ctx.db
    .updateTable('rate_plan_day')
    .set({ min_stay: null, max_stay: null, no_checkin: false, no_checkout: false, cut_off_hours: null })
    .where('rate_plan_id', 'in', (eb) =>
      eb
        .selectFrom('rate_plan as rp')
        .innerJoin('room_type as rt', 'rt.id', 'rp.room_type_id')
        .select('rp.id')
        .where('rt.service_id', '=', hotel),
    )
    .execute()
})
afterAll(() => ctx.close())

const settings = {
  date_from: isoDay(20),
  date_to: isoDay(40),
  nights: 1,
  adults: 2,
  children: 0,
  rooms: 1,
  pricing_rule: 1,
  margin: 10,
  places: 8,
}

async function buildPackage(name: string, token = partner) {
  const created = await call<PackageRecord>(ctx, 'POST', '/core/v1/package', {
    token,
    body: { site_id: demo, name },
  })
  expect(created.status).toBe(201)
  const id = created.body.id
  const mapped = await call<PackageRecord>(ctx, 'PUT', `/core/v1/package/${id}/package-service-mapping`, {
    token,
    body: {
      components: [
        { service_id: hotel, day_offset: 0, nights: 1 },
        { service_id: activity, day_offset: 1, nights: 0 },
      ],
    },
  })
  expect(mapped.status).toBe(200)
  const set = await call<PackageRecord>(ctx, 'PUT', `/core/v1/package/${id}/package-setting`, {
    token,
    body: settings,
  })
  expect(set.status).toBe(200)
  const images = await call<{ url: string; alt: Record<string, string> }[]>(
    ctx,
    'GET',
    `/core/v1/packages/${id}/service-images`,
    { token },
  )
  expect(images.body.length).toBeGreaterThan(0)
  const content = await call<PackageRecord>(ctx, 'PUT', `/core/v1/package/${id}`, {
    token,
    body: {
      texts: { en: { name, short_description: 'Fjord and a lodge' }, de: { name: `${name} (de)` } },
      images: [{ url: images.body[0]!.url, alt: { en: 'The fjord' } }],
    },
  })
  expect(content.status).toBe(200)
  return content.body
}

describe('a partner builds packages of their site', () => {
  it('creates a draft, bundles an activity and a hotel, prices it on the server and publishes it', async () => {
    const pack = await buildPackage('Wombat fjord weekend')
    expect(pack).toMatchObject({
      status: Status.Inactive,
      site_id: demo,
      name: 'Wombat fjord weekend',
      margin: 10,
    })
    expect(pack.components.map((c) => c.service_id)).toEqual([hotel, activity])
    const base = pack.components.reduce(
      (sum, c) =>
        sum + (c.service_type === ServiceType.Hotels ? (c.lowest_price ?? 0) / 2 : (c.lowest_price ?? 0)),
      0,
    )
    expect(pack.adult_price).toBeCloseTo(base * 1.1, 1)

    const published = await call<PackageRecord>(ctx, 'PUT', `/core/v1/package/${pack.id}/update-status`, {
      token: partner,
      body: { status: Status.Active },
    })
    expect(published.body.status).toBe(Status.Active)
    const history = await call<PackageHistoryRow[]>(
      ctx,
      'POST',
      `/core/v1/package/${pack.id}/status-history`,
      {
        token: partner,
      },
    )
    expect(history.body.map((row) => [row.from_status, row.to_status])).toEqual([
      [Status.Inactive, Status.Active],
      [null, Status.Inactive],
    ])
    expect(history.body[0]!.user_name).toBeTruthy()

    const filter = encodeURIComponent(JSON.stringify({ q: 'wombat fjord', status: Status.Active }))
    const list = await call<PackageListRow[]>(
      ctx,
      'GET',
      `/core/v1/package-listing/${demo}?filter=${filter}`,
      {
        token: partner,
      },
    )
    expect(list.body.map((row) => row.id)).toContain(pack.id)
    expect(list.headers.get('Content-Range')).toMatch(/^package 0-\d+\/\d+$/)
    const count = await call<{ all: number; active: number }>(
      ctx,
      'GET',
      `/core/v1/package/package-count/${demo}?q=${encodeURIComponent('Wombat fjord weekend')}`,
      { token: partner },
    )
    expect(count.body).toMatchObject({ all: 1, active: 1 })

    // The guest side sells it from its start dates, each as full as its fullest service allows.
    const slots = await call<{ date: string; remaining: number; adult_price: number }[]>(
      ctx,
      'POST',
      `/availability/public/packaging/available-package-slots/${pack.id}`,
      { body: { from: isoDay(20), to: isoDay(40) } },
    )
    expect(slots.status).toBe(200)
    expect(slots.body.length).toBeGreaterThan(0)
    expect(slots.body[0]!.adult_price).toBe(pack.adult_price)
  })

  it('does not offer a start date on which one of its services is sold out, and says why', async () => {
    const pack = await buildPackage('Wombat sold-out weekend')
    await call(ctx, 'PUT', `/core/v1/package/${pack.id}/update-status`, {
      token: partner,
      body: { status: 1 },
    })
    const start = isoDay(25)
    const activityDay = isoDay(26)
    await ctx.db
      .updateTable('tour_slot')
      .set((eb) => ({ booked: eb.ref('allotment'), held: 0 }))
      .where('date', '=', activityDay)
      .where('option_id', 'in', (eb) =>
        eb.selectFrom('tour_option').select('id').where('service_id', '=', activity),
      )
      .execute()
    const slots = await call<{ date: string; remaining: number; status: string }[]>(
      ctx,
      'POST',
      `/availability/public/packaging/available-package-slots/${pack.id}`,
      { body: { from: start, to: start } },
    )
    expect(slots.body).toEqual([expect.objectContaining({ date: start, remaining: 0, status: 'sold-out' })])
    const check = await call(ctx, 'POST', '/availability/public/packaging/slot/availability', {
      body: { package_id: pack.id, date: start, adult: 1, child: 0, rooms: [] },
    })
    expect(check.body).toMatchObject({ available: false })
    const debug = await call<{ bookable: boolean; reason: string; components: { reason: string | null }[] }>(
      ctx,
      'GET',
      `/core/v1/package/debug-tool/${pack.id}?date=${start}`,
      { token: admin },
    )
    expect(debug.body.bookable).toBe(false)
    expect(debug.body.reason).toMatch(new RegExp(`is sold out on ${activityDay}$`))
    expect(debug.body.components[0]).toMatchObject({ service_id: hotel, reason: null })
    const partnerDebug = await call(ctx, 'GET', `/core/v1/package/debug-tool/${pack.id}?date=${start}`, {
      token: partner,
    })
    expect(partnerDebug.status).toBe(403)
  })

  it('clones a package with everything but its id and status, and a clone can be cloned', async () => {
    const pack = await buildPackage('Wombat clone source')
    await call(ctx, 'PUT', `/core/v1/package/${pack.id}/update-status`, {
      token: partner,
      body: { status: 1 },
    })
    const clone = await call<PackageRecord>(ctx, 'GET', `/core/v1/package/${pack.id}/clone-package`, {
      token: partner,
    })
    expect(clone.status).toBe(200)
    const { id, status, product_code, cloned_from, ...kept } = clone.body
    const {
      id: _i,
      status: _s,
      product_code: _p,
      cloned_from: _c,
      ...original
    } = (await call<PackageRecord>(ctx, 'GET', `/core/v1/package/${pack.id}/full`, { token: partner })).body
    expect(kept).toEqual(original)
    expect(id).not.toBe(pack.id)
    expect(product_code).not.toBe(pack.product_code)
    expect(status).toBe(Status.Inactive)
    expect(cloned_from).toBe(pack.id)
    const again = await call<PackageRecord>(ctx, 'GET', `/core/v1/package/${id}/clone-package`, {
      token: partner,
    })
    expect(again.body).toMatchObject({
      cloned_from: id,
      status: Status.Inactive,
      name: 'Wombat clone source',
    })
  })

  it('refuses bad input, naming the field', async () => {
    const pack = (
      await call<PackageRecord>(ctx, 'POST', '/core/v1/package', {
        token: partner,
        body: { site_id: demo, name: 'Wombat bad input' },
      })
    ).body
    const margin = await call<{ errors: { path: string; message: string }[] }>(
      ctx,
      'PUT',
      `/core/v1/package/${pack.id}/package-setting`,
      { token: partner, body: { ...settings, margin: -1 } },
    )
    expect(margin.status).toBe(400)
    expect(margin.body.errors).toContainEqual({ path: 'margin', message: 'The margin cannot be below zero.' })
    const outside = await call<{ errors: { path: string; message: string }[] }>(
      ctx,
      'PUT',
      `/core/v1/package/${pack.id}/package-service-mapping`,
      { token: partner, body: { components: [{ service_id: notOnSite, day_offset: 0, nights: 0 }] } },
    )
    expect(outside.status).toBe(400)
    expect(outside.body.errors).toEqual([
      { path: 'components.0.service_id', message: 'This service is not sold on this site.' },
    ])
    const empty = await call(ctx, 'PUT', `/core/v1/package/${pack.id}/update-status`, {
      token: partner,
      body: { status: Status.Active },
    })
    expect(empty.status).toBe(400)
    const dates = await call<{ errors: { path: string }[] }>(
      ctx,
      'PUT',
      `/core/v1/package/${pack.id}/package-setting`,
      {
        token: partner,
        body: { ...settings, date_from: isoDay(30), date_to: isoDay(20) },
      },
    )
    expect(dates.body.errors.map((e) => e.path)).toEqual(['date_to'])
  })

  it('keeps each partner to their own packages; an admin sees all', async () => {
    const pack = (
      await call<PackageRecord>(ctx, 'POST', '/core/v1/package', {
        token: partner,
        body: { site_id: demo, name: 'Wombat private package' },
      })
    ).body
    for (const [method, path] of [
      ['GET', `/core/v1/package/${pack.id}/full`],
      ['GET', `/core/v1/package/${pack.id}/clone-package`],
      ['POST', `/core/v1/package/${pack.id}/status-history`],
      ['GET', `/core/v1/packages/${pack.id}/selected-service`],
      ['GET', `/core/v1/package-listing/${demo}`],
    ] as const) {
      const answer = await call(ctx, method, path, { token: partner2 })
      expect(answer.status, path).toBe(404)
    }
    const settle = await call(ctx, 'PUT', `/core/v1/package/${pack.id}/package-setting`, {
      token: partner2,
      body: settings,
    })
    expect(settle.status).toBe(404)
    const foreignSite = await call(ctx, 'POST', '/core/v1/package', {
      token: partner2,
      body: { site_id: demo, name: 'Wombat stolen' },
    })
    expect(foreignSite.status).toBe(404)
    expect((await call(ctx, 'GET', `/core/v1/package/${pack.id}/full`, { token: admin })).status).toBe(200)
    expect((await call(ctx, 'GET', `/core/v1/package/${pack.id}/full`, { token: supplier })).status).toBe(403)

    // The admins' tools search every site's packages; nobody else may.
    const filter = encodeURIComponent(JSON.stringify({ q: 'Wombat private' }))
    const all = await call<PackageListRow[]>(ctx, 'GET', `/core/v1/admin/packages?filter=${filter}`, {
      token: admin,
    })
    expect(all.status).toBe(200)
    expect(all.body.find((row) => row.id === pack.id)).toMatchObject({
      site_id: demo,
      site_name: expect.any(String),
    })
    expect(all.headers.get('Content-Range')).toMatch(/^package 0-\d+\/\d+$/)
    for (const token of [partner, partner2, supplier])
      expect((await call(ctx, 'GET', '/core/v1/admin/packages', { token })).status).toBe(403)
  })
})
