import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, seededSiteId, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let demoId: number
let nordicId: number
beforeAll(async () => {
  ctx = await createTestContext()
  demoId = await seededSiteId(ctx, 'demo')
  nordicId = await seededSiteId(ctx, 'nordic')
})
afterAll(() => ctx.close())

const token = async (email: string) => (await loginAs(ctx, email)).access_token

describe('GET /core/public/partner-sites?url=', () => {
  it.each([
    ['demo.localhost:8080', 'demo'],
    ['nordic.localhost', 'nordic'],
    ['localhost:8080', 'demo'],
    ['127.0.0.1:8080', 'demo'],
  ])('resolves %s to the site %s', async (host, subDomain) => {
    const response = await call(ctx, 'GET', `/core/public/partner-sites?url=${encodeURIComponent(host)}`)
    expect(response.status).toBe(200)
    expect(response.body.sub_domain).toBe(subDomain)
  })

  it('answers the site with every settings group the spec names', async () => {
    const { body } = await call(ctx, 'GET', '/core/public/partner-sites?url=demo.localhost')
    expect(body).toMatchObject({
      name: 'Fjord & Fell Adventures',
      link: 'http://demo.localhost:8080',
      merchant_of_record: { payment_method: ['no-payment'] },
      site_settings: {
        general_settings: {
          company_name: 'Fjord & Fell Adventures',
          language: { enabled_language: ['en', 'no', 'de'], primary_language: 'en' },
          sub_domain: 'demo',
        },
        theme_settings: {
          button: { button_radius: 50 },
          general: { box_color: '#FFF' },
          site_font: 'Roboto',
        },
        header_settings: { header_type: 'fixed' },
        redirection_settings: { is_redirect_search_page: false },
        script_settings: { head_scripts: '' },
        footer_settings: { use_goto_hub_privacy: true },
        booking_flow_settings: { process_single_cart_item: false },
      },
    })
  })

  it('finds a site by its own domain', async () => {
    await ctx.db
      .updateTable('partner_site')
      .set({ domain: 'tours.example.com' })
      .where('id', '=', nordicId)
      .execute()
    const response = await call(ctx, 'GET', '/core/public/partner-sites?url=www.tours.example.com')
    await ctx.db.updateTable('partner_site').set({ domain: null }).where('id', '=', nordicId).execute()
    expect(response.body.sub_domain).toBe('nordic')
    expect(response.body.link).toBe('https://tours.example.com')
  })

  it('answers 404 for an unknown or inactive site and 400 without a url', async () => {
    expect((await call(ctx, 'GET', '/core/public/partner-sites?url=nowhere.localhost')).status).toBe(404)
    await ctx.db.updateTable('partner_site').set({ status: 2 }).where('id', '=', nordicId).execute()
    const inactive = await call(ctx, 'GET', '/core/public/partner-sites?url=nordic.localhost')
    await ctx.db.updateTable('partner_site').set({ status: 1 }).where('id', '=', nordicId).execute()
    expect(inactive.status).toBe(404)
    const missing = await call(ctx, 'GET', '/core/public/partner-sites')
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/^url: /)
    // `?url=null` is an absent parameter, not the host "null".
    expect((await call(ctx, 'GET', '/core/public/partner-sites?url=null')).body.message).toMatch(/^url: /)
  })
})

describe('GET /core/v1/partner-sites/{id}', () => {
  it('shows a site to its owner, the owner’s operator and admins', async () => {
    for (const email of ['partner@jaunt.test', 'operator@jaunt.test', 'admin@jaunt.test']) {
      const response = await call(ctx, 'GET', `/core/v1/partner-sites/${demoId}`, {
        token: await token(email),
      })
      expect(response.status).toBe(200)
      expect(response.body.id).toBe(demoId)
    }
  })

  it('keeps one partner out of another partner’s site', async () => {
    const response = await call(ctx, 'GET', `/core/v1/partner-sites/${nordicId}`, {
      token: await token('partner@jaunt.test'),
    })
    // Not found, like a site that does not exist: a 403 would tell that the id exists.
    expect(response.status).toBe(404)
    const supplier = await call(ctx, 'GET', `/core/v1/partner-sites/${demoId}`, {
      token: await token('supplier@jaunt.test'),
    })
    expect(supplier.status).toBe(404)
  })

  it('answers 404 for a site that does not exist and 401 without a token', async () => {
    expect(
      (await call(ctx, 'GET', '/core/v1/partner-sites/99999', { token: await token('admin@jaunt.test') }))
        .status,
    ).toBe(404)
    expect((await call(ctx, 'GET', `/core/v1/partner-sites/${demoId}`)).status).toBe(401)
  })
})

describe('GET /core/v1/partner-sites (the site selector list)', () => {
  it('lists only the partner’s own sites in data.data', async () => {
    const response = await call(ctx, 'GET', '/core/v1/partner-sites?item_per_page=-1&left_off=-1', {
      token: await token('partner2@jaunt.test'),
    })
    expect(response.status).toBe(200)
    const sites = (response.body.data as { data: { sub_domain: string }[] }).data
    expect(sites.map((site) => site.sub_domain)).toEqual(['nordic'])
    const partner = await call(ctx, 'GET', '/core/v1/partner-sites?item_per_page=-1&left_off=-1', {
      token: await token('partner@jaunt.test'),
    })
    const own = (partner.body.data as { data: { sub_domain: string }[] }).data
    expect(own.map((site) => site.sub_domain).sort()).toEqual(['demo', 'lodge'])
  })

  it('lists every site for an admin and none for a supplier', async () => {
    const admin = await call(ctx, 'GET', '/core/v1/partner-sites?item_per_page=-1&left_off=-1', {
      token: await token('admin@jaunt.test'),
    })
    expect((admin.body.data as { total: number }).total).toBe(3)
    const supplier = await call(ctx, 'GET', '/core/v1/partner-sites', {
      token: await token('supplier@jaunt.test'),
    })
    expect(supplier.body).toEqual({ data: { data: [], total: 0 } })
  })

  it('rejects a page size that is neither -1 nor positive', async () => {
    const response = await call(ctx, 'GET', '/core/v1/partner-sites?item_per_page=0', {
      token: await token('admin@jaunt.test'),
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/^item_per_page: /)
  })
})

describe('GET /core/public/langs', () => {
  it('lists a site’s enabled languages with its primary one', async () => {
    const response = await call(ctx, 'GET', `/core/public/langs?site_id=${demoId}`)
    expect(response.body).toEqual([
      { code: 'en', is_primary: true },
      { code: 'no', is_primary: false },
      { code: 'de', is_primary: false },
    ])
  })

  it('lists all fourteen languages without a site', async () => {
    const response = await call<{ code: string }[]>(ctx, 'GET', '/core/public/langs?site_id=null')
    expect(response.body.map((language) => language.code)).toEqual([
      'en',
      'no',
      'sv',
      'hi',
      'gu',
      'da',
      'de',
      'bg',
      'nl',
      'ru',
      'es',
      'it',
      'fi',
      'fr',
    ])
  })
})

describe('GET /core/public/partner-sites/{id}', () => {
  it('answers an active site to anyone and 404 for an inactive one', async () => {
    const response = await call(ctx, 'GET', `/core/public/partner-sites/${demoId}`)
    expect(response.status).toBe(200)
    expect(response.body.sub_domain).toBe('demo')
    await ctx.db.updateTable('partner_site').set({ status: 2 }).where('id', '=', nordicId).execute()
    const inactive = await call(ctx, 'GET', `/core/public/partner-sites/${nordicId}`)
    await ctx.db.updateTable('partner_site').set({ status: 1 }).where('id', '=', nordicId).execute()
    expect(inactive.status).toBe(404)
  })
})
