import type { SiteWidgetRecord } from '@jaunt/domain'
import { SITE_WIDGET_MESSAGES } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, seededSiteId, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let demoId: number
let nordicId: number
let partner: string
let partner2: string
let sold: { id: number; service_type: number }
let notSold: number
beforeAll(async () => {
  ctx = await createTestContext()
  demoId = await seededSiteId(ctx, 'demo')
  nordicId = await seededSiteId(ctx, 'nordic')
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  partner2 = (await loginAs(ctx, 'partner2@jaunt.test')).access_token
  sold = await ctx.db
    .selectFrom('site_catalogue as sc')
    .innerJoin('service as s', 's.id', 'sc.service_id')
    .select(['s.id', 's.service_type'])
    .where('sc.site_id', '=', demoId)
    .where('s.service_type', '=', 1)
    .orderBy('s.id')
    .executeTakeFirstOrThrow()
  const outside = await ctx.db
    .selectFrom('service as s')
    .select('s.id')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('site_catalogue as sc')
            .select('sc.service_id')
            .whereRef('sc.service_id', '=', 's.id')
            .where('sc.site_id', '=', demoId),
        ),
      ),
    )
    .executeTakeFirstOrThrow()
  notSold = outside.id
})
afterAll(() => ctx.close())

const widgets = (siteId: number) => `/core/v1/partner-sites/${siteId}/widgets`

describe('a partner keeps the widgets of their site', () => {
  it('adds a product widget, reads it with its product, changes it and deletes it', async () => {
    const created = await call<SiteWidgetRecord>(ctx, 'POST', widgets(demoId), {
      token: partner,
      body: {
        name: 'Harbour kayak',
        element: 'product',
        service_id: sold.id,
        mode: 'inline',
        lang: 'de',
        currency: 'nok',
        ga4_measurement_id: 'g-ab12cd34',
        consent: 'pending',
      },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      site_id: demoId,
      element: 'product',
      service_id: sold.id,
      product_type: 'activities',
      mode: 'inline',
      lang: 'de',
      currency: 'NOK',
      ga4_measurement_id: 'G-AB12CD34',
      meta_pixel_id: null,
      consent: 'pending',
    })
    expect(created.body.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(created.body.product_name).toBeTruthy()

    const path = `${widgets(demoId)}/${created.body.id}`
    const changed = await call<SiteWidgetRecord>(ctx, 'PUT', path, {
      token: partner,
      body: { name: 'Harbour search', element: 'search', service_type: 'activities', search: 'kayak' },
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      uuid: created.body.uuid,
      element: 'search',
      service_id: null,
      product_name: null,
      service_type: 'activities',
      search: 'kayak',
      consent: 'page',
    })

    const list = await call<{ data: SiteWidgetRecord[] }>(ctx, 'GET', widgets(demoId), { token: partner })
    expect(list.body.data.map((widget) => widget.name)).toContain('Harbour search')

    expect((await call(ctx, 'DELETE', path, { token: partner })).status).toBe(204)
    expect((await call(ctx, 'GET', path, { token: partner })).status).toBe(404)
  })

  it('names the field for bad input and refuses a product the site does not sell', async () => {
    const missing = await call<{ errors: { path: string; message: string }[] }>(
      ctx,
      'POST',
      widgets(demoId),
      {
        token: partner,
        body: { name: ' ', element: 'product' },
      },
    )
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: SITE_WIDGET_MESSAGES.nameRequired },
        { path: 'service_id', message: SITE_WIDGET_MESSAGES.productRequired },
      ]),
    )
    const tracker = await call<{ errors: { path: string }[] }>(ctx, 'POST', widgets(demoId), {
      token: partner,
      body: { name: 'Shop', element: 'cart', ga4_measurement_id: 'UA-1234' },
    })
    expect(tracker.status).toBe(400)
    expect(tracker.body.errors[0]?.path).toBe('ga4_measurement_id')
    const outside = await call<{ errors: { path: string; message: string }[] }>(
      ctx,
      'POST',
      widgets(demoId),
      {
        token: partner,
        body: { name: 'Elsewhere', element: 'product', service_id: notSold },
      },
    )
    expect(outside.status).toBe(400)
    expect(outside.body.errors).toEqual([
      { path: 'service_id', message: SITE_WIDGET_MESSAGES.productNotOnSite },
    ])
  })

  it('keeps each partner to their own sites: another partner’s site and widget are not found', async () => {
    const mine = await call<SiteWidgetRecord>(ctx, 'POST', widgets(demoId), {
      token: partner,
      body: { name: 'Private cart', element: 'cart' },
    })
    expect((await call(ctx, 'GET', widgets(demoId), { token: partner2 })).status).toBe(404)
    expect((await call(ctx, 'GET', `${widgets(demoId)}/${mine.body.id}`, { token: partner2 })).status).toBe(
      404,
    )
    expect(
      (
        await call(ctx, 'PUT', `${widgets(demoId)}/${mine.body.id}`, {
          token: partner2,
          body: { name: 'Taken', element: 'cart' },
        })
      ).status,
    ).toBe(404)
    // Partner 2's own site does not hold partner 1's widget either.
    expect((await call(ctx, 'GET', `${widgets(nordicId)}/${mine.body.id}`, { token: partner2 })).status).toBe(
      404,
    )
    const supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
    expect((await call(ctx, 'GET', widgets(demoId), { token: supplier })).status).toBe(403)
  })
})
