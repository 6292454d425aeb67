import { ServiceType, Status, type DestinationBoxRecord, type SitePage } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, seededSiteId, type TestContext } from '../../test/test-app.js'
import { storePage } from '../site-pages/site-pages.service.js'

let ctx: TestContext
let admin: string
let supplier: string
let partner: string
let ownTour: number
let othersTour: number
let products: number[]

type Refusal = { message: string; errors?: { path: string; message: string }[] }

beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  const rows = await ctx.db
    .selectFrom('service as s')
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .select(['s.id', 's.service_type', 'u.email'])
    .where('s.status', '=', Status.Active)
    .where('s.is_private', '=', false)
    .orderBy('s.id')
    .execute()
  const activities = rows.filter((row) => row.service_type === ServiceType.Activities)
  ownTour = activities.find((row) => row.email === 'supplier@jaunt.test')!.id
  othersTour = activities.find((row) => row.email !== 'supplier@jaunt.test')!.id
  products = rows.map((row) => row.id)
})
afterAll(() => ctx.close())

const create = (body: unknown, token = admin) =>
  call<DestinationBoxRecord & Refusal>(ctx, 'POST', '/core/v1/destination-boxes', { token, body })

describe('the admin’s destination boxes (selects/destination-box)', () => {
  it('creates, lists, changes and removes a box with its slider’s products in order', async () => {
    const created = await create({
      slug: 'vesteralen',
      name: { en: 'Vesterålen', de: 'Die Vesterålen', fr: '' },
      image_url: '/media/demo/vesteralen.jpg',
      service_ids: [products[2], products[0]],
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      slug: 'vesteralen',
      name: { en: 'Vesterålen', de: 'Die Vesterålen' },
      service_ids: [products[2], products[0]],
    })
    expect(created.body.items.map((item) => item.id)).toEqual([products[2], products[0]])

    const list = await call<DestinationBoxRecord[]>(
      ctx,
      'GET',
      `/core/v1/destination-boxes?filter=${encodeURIComponent('{"q":"vester"}')}&range=[0,9]&sort=["name","ASC"]`,
      { token: admin },
    )
    expect(list.status).toBe(200)
    expect(list.body.map((box) => box.slug)).toEqual(['vesteralen'])
    expect(list.headers.get('Content-Range')).toBe('destination-boxes 0-0/1')

    const id = created.body.id
    const changed = await call<DestinationBoxRecord>(ctx, 'PUT', `/core/v1/destination-boxes/${id}`, {
      token: admin,
      body: { slug: 'vesteralen-islands', name: { en: 'The Vesterålen' }, service_ids: [products[0]] },
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      slug: 'vesteralen-islands',
      image_url: null,
      service_ids: [products[0]],
    })

    expect((await call(ctx, 'DELETE', `/core/v1/destination-boxes/${id}`, { token: admin })).status).toBe(200)
    const gone = await call<Refusal>(ctx, 'GET', `/core/v1/destination-boxes/${id}`, { token: admin })
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe('This destination box does not exist')
  })

  it('names the field of a bad slug, a missing English name, a taken slug and an unknown product', async () => {
    const bad = await create({ slug: 'Nord Norge', name: {} })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'slug', message: 'Please use only lower-case letters, digits and -' },
        { path: 'name.en', message: 'Please enter the destination name' },
      ]),
    )
    expect((await create({ slug: 'senja', name: { en: 'Senja' } })).status).toBe(201)
    const taken = await create({ slug: 'senja', name: { en: 'Senja again' } })
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual([{ path: 'slug', message: 'Another destination box has this slug' }])
    const unknown = await create({ slug: 'nowhere', name: { en: 'Nowhere' }, service_ids: [999999] })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual([{ path: 'service_ids.0', message: 'This product does not exist' }])
  })

  it('is the admin’s alone: a supplier or a partner is refused', async () => {
    expect((await call(ctx, 'GET', '/core/v1/destination-boxes', { token: supplier })).status).toBe(403)
    expect((await create({ slug: 'mine', name: { en: 'Mine' } }, partner)).status).toBe(403)
  })
})

describe('an activity’s destination boxes (tour/settings/{id}/link-destination-box)', () => {
  it('links the supplier’s activity to boxes, last in each slider, and unlinks it', async () => {
    const other = products.find((id) => id !== ownTour)!
    const box = await create({
      slug: 'alta',
      name: { en: 'Alta', de: 'Alta (Norwegen)' },
      service_ids: [other],
    })
    const choices = await call<{ data: { id: number; name: string }[] }>(
      ctx,
      'GET',
      '/core/v1/select/destination-box',
      {
        token: supplier,
        headers: { 'APP-LOCALE': 'de' },
      },
    )
    expect(choices.body.data).toContainEqual({ id: box.body.id, slug: 'alta', name: 'Alta (Norwegen)' })
    // A partner's page builder names the box its destination slider shows; a customer-less guest may not.
    const forPartner = await call<{ data: { id: number }[] }>(ctx, 'GET', '/core/v1/select/destination-box', {
      token: partner,
    })
    expect(forPartner.body.data.map((choice) => choice.id)).toContain(box.body.id)
    expect((await call(ctx, 'GET', '/core/v1/select/destination-box')).status).toBe(401)

    const linked = await call(ctx, 'PUT', `/core/v1/tours/${ownTour}/destination-boxes`, {
      token: supplier,
      body: { box_ids: [box.body.id] },
    })
    expect(linked.body).toEqual({ id: ownTour, box_ids: [box.body.id] })
    const slider = await call<DestinationBoxRecord>(ctx, 'GET', `/core/v1/destination-boxes/${box.body.id}`, {
      token: admin,
    })
    expect(slider.body.service_ids).toEqual([other, ownTour])

    await call(ctx, 'PUT', `/core/v1/tours/${ownTour}/destination-boxes`, {
      token: supplier,
      body: { box_ids: [] },
    })
    const after = await call<DestinationBoxRecord>(ctx, 'GET', `/core/v1/destination-boxes/${box.body.id}`, {
      token: admin,
    })
    expect(after.body.service_ids).toEqual([other])
  })

  it('answers 404 for another supplier’s activity and 400 naming an unknown box', async () => {
    const foreign = await call<Refusal>(ctx, 'PUT', `/core/v1/tours/${othersTour}/destination-boxes`, {
      token: supplier,
      body: { box_ids: [] },
    })
    expect(foreign.status).toBe(404)
    const unknown = await call<Refusal>(ctx, 'PUT', `/core/v1/tours/${ownTour}/destination-boxes`, {
      token: supplier,
      body: { box_ids: [999999] },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual([
      { path: 'box_ids.0', message: 'This destination box does not exist' },
    ])
  })
})

describe('a destination box on a site page', () => {
  it('shows the box’s name in the page’s language and only the products the site sells, in order', async () => {
    const siteId = await seededSiteId(ctx, 'demo')
    const sold = await ctx.db
      .selectFrom('site_catalogue')
      .select('service_id')
      .where('site_id', '=', siteId)
      .orderBy('service_id')
      .execute()
    const [first, second] = sold.map((row) => row.service_id)
    const outside = products.find((id) => !sold.some((row) => row.service_id === id))!
    const box = await create({
      slug: 'west-fjords',
      name: { en: 'The west fjords', de: 'Die Westfjorde' },
      service_ids: [second, outside, first],
    })
    await storePage(ctx.db, siteId, {
      slug: 'west',
      title: { en: 'West' },
      description: {},
      sections: [{ type: 'destination-box', box_id: box.body.id }],
    })
    const path = `/core/public/partner-sites/${siteId}/pages?slug=west`
    const { body } = await call<SitePage>(ctx, 'GET', path, { headers: { 'APP-LOCALE': 'de' } })
    expect(body.sections).toEqual([
      expect.objectContaining({ type: 'destination-box', title: 'Die Westfjorde', image: null }),
    ])
    const section = body.sections[0]
    const shown = section?.type === 'destination-box' ? section.products.map((card) => card.id) : []
    expect(shown).toEqual([second, first])

    await call(ctx, 'DELETE', `/core/v1/destination-boxes/${box.body.id}`, { token: admin })
    expect((await call<SitePage>(ctx, 'GET', path)).body.sections).toEqual([])
  })
})
