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
const general = (overrides: Record<string, unknown> = {}) => ({
  name: 'Harbour Walks',
  company_name: 'Harbour Walks AS',
  sub_domain: 'harbour-walks',
  domain: null,
  favicon_icon: null,
  language: { enabled_language: ['en', 'no'], primary_language: 'en' },
  primary_page_id: null,
  ...overrides,
})
const preflightFrom = (origin: string, siteId: number) =>
  ctx.app.request(`/core/public/partner-sites/${siteId}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
  })

describe('a partner creates a site (site id -1)', () => {
  it('creates it pending, out of public sight until an admin approves it', async () => {
    const both = await token('both@jaunt.test')
    const created = await call(ctx, 'POST', '/core/v1/partner-sites', { token: both, body: general() })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Harbour Walks',
      sub_domain: 'harbour-walks',
      approval_status: 1,
    })
    const id = created.body.id as number
    expect((await call(ctx, 'GET', `/core/public/partner-sites/${id}`)).status).toBe(404)
    const mine = await call<{ data: { data: { id: number }[] } }>(ctx, 'GET', '/core/v1/partner-sites', {
      token: both,
    })
    expect(mine.body.data.data.map((site) => site.id)).toContain(id)
    // Its settings groups start from the defaults.
    const header = await call(ctx, 'GET', `/core/v1/partner-sites/${id}/settings/header`, { token: both })
    expect(header.body).toMatchObject({ header_type: 'fixed', disable_cart: false })
  })

  it('refuses a taken sub-domain or domain with 409 on the field, and a malformed one with 400', async () => {
    const both = await token('both@jaunt.test')
    const taken = await call(ctx, 'POST', '/core/v1/partner-sites', {
      token: both,
      body: general({ sub_domain: 'demo' }),
    })
    expect(taken.status).toBe(409)
    expect(taken.body).toEqual({
      message: 'sub_domain: This sub-domain is taken',
      errors: [{ path: 'sub_domain', message: 'This sub-domain is taken' }],
    })
    for (const subDomain of ['Demo Site', '-edge', 'a', 'shop_1']) {
      const bad = await call(ctx, 'POST', '/core/v1/partner-sites', {
        token: both,
        body: general({ sub_domain: subDomain }),
      })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toMatch(/^sub_domain: Use 3 to 63 lowercase letters/)
    }
    const badDomain = await call(ctx, 'POST', '/core/v1/partner-sites', {
      token: both,
      body: general({ sub_domain: 'fresh-one', domain: 'not a domain' }),
    })
    expect(badDomain.status).toBe(400)
    expect(badDomain.body.message).toBe('domain: Please enter a domain such as www.example.com')
    const language = await call(ctx, 'POST', '/core/v1/partner-sites', {
      token: both,
      body: general({
        sub_domain: 'fresh-one',
        language: { enabled_language: ['xx'], primary_language: 'xx' },
      }),
    })
    expect(language.status).toBe(400)
    expect(language.body.message).toMatch(/^language\.enabled_language\.0: /)
  })

  it('stops a partner at the site limit, and keeps suppliers out', async () => {
    // partner@ owns two sites, the most without the extra-site policy.
    const limited = await call(ctx, 'POST', '/core/v1/partner-sites', {
      token: await token('partner@jaunt.test'),
      body: general({ sub_domain: 'third-site' }),
    })
    expect(limited.status).toBe(409)
    expect(limited.body.message).toMatch(/maximum limit of allowed sites/)
    const supplier = await call(ctx, 'POST', '/core/v1/partner-sites', {
      token: await token('supplier@jaunt.test'),
      body: general({ sub_domain: 'supplier-site' }),
    })
    expect(supplier.status).toBe(403)
  })
})

describe('general settings', () => {
  it('saves the name, domain and languages, and the domain then reaches the site', async () => {
    const partner = await token('partner@jaunt.test')
    const path = `/core/v1/partner-sites/${demoId}/general-settings`
    const before = await call(ctx, 'GET', path, { token: partner })
    expect(before.body).toMatchObject({ sub_domain: 'demo', approval_status: 2 })
    const saved = await call(ctx, 'PUT', path, {
      token: partner,
      body: general({
        name: 'Fjord & Fell Adventures',
        sub_domain: 'demo',
        domain: 'HTTPS://www.Fjord-Fell.example/',
        language: { enabled_language: ['en', 'de'], primary_language: 'de' },
      }),
    })
    expect(saved.status).toBe(200)
    // The site is live: its languages save at once, its name and domain wait for an admin.
    expect(saved.body).toMatchObject({
      name: before.body.name,
      domain: null,
      language: { primary_language: 'de' },
      pending_change: { name: 'Fjord & Fell Adventures', domain: 'fjord-fell.example' },
    })
    const admin = await token('admin@jaunt.test')
    const changeId = (saved.body.pending_change as { id: number }).id
    const approved = await call(ctx, 'PUT', `/core/v1/admin/partner-site-changes/${changeId}/approve`, {
      token: admin,
    })
    expect(approved.status).toBe(200)
    const site = await call(ctx, 'GET', '/core/public/partner-sites?url=www.fjord-fell.example')
    expect(site.body).toMatchObject({ id: demoId, link: 'https://fjord-fell.example' })
    // The new domain's pages may call the API at once.
    const preflight = await preflightFrom('https://fjord-fell.example', demoId)
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://fjord-fell.example')

    const clash = await call(ctx, 'PUT', `/core/v1/partner-sites/${nordicId}/general-settings`, {
      token: await token('partner2@jaunt.test'),
      body: general({ sub_domain: 'nordic', domain: 'fjord-fell.example' }),
    })
    expect(clash.status).toBe(409)
    expect(clash.body.errors).toEqual([{ path: 'domain', message: 'This domain is used by another site' }])
  })

  it('answers 404 for another partner’s site, read or written', async () => {
    const partner2 = await token('partner2@jaunt.test')
    const read = await call(ctx, 'GET', `/core/v1/partner-sites/${demoId}/general-settings`, {
      token: partner2,
    })
    expect(read.status).toBe(404)
    const write = await call(ctx, 'PUT', `/core/v1/partner-sites/${demoId}/settings/script`, {
      token: partner2,
      body: { head_scripts: '<script>steal()</script>', footer_scripts: '' },
    })
    expect(write.status).toBe(404)
  })
})

describe('settings groups', () => {
  it('replaces each group and answers it as saved', async () => {
    const partner = await token('partner@jaunt.test')
    const groups: [string, Record<string, unknown>][] = [
      ['redirection', { is_redirect_search_page: true, redirect_to_service: 1 }],
      ['booking-flow', { process_single_cart_item: true }],
      [
        'header',
        {
          header_type: 'scrolled_fixed',
          black_logo: null,
          white_logo: null,
          disable_cart: true,
          disable_language_dropdown: false,
        },
      ],
      [
        'footer',
        {
          use_goto_hub_privacy: false,
          footer_background_color: '#112233',
          footer_font_color: '#FFF',
          widgets: [],
        },
      ],
      ['merchant-of-record', { type: 'partner', payment_method: ['card', 'terminal'] }],
    ]
    for (const [group, body] of groups) {
      const path = `/core/v1/partner-sites/${demoId}/settings/${group}`
      const saved = await call(ctx, 'PUT', path, { token: partner, body })
      expect(saved.status, group).toBe(200)
      expect((await call(ctx, 'GET', path, { token: partner })).body).toEqual(body)
    }
    const site = await call(ctx, 'GET', `/core/v1/partner-sites/${demoId}`, { token: partner })
    expect(site.body).toMatchObject({
      merchant_of_record: { type: 'partner', payment_method: ['card', 'terminal'] },
      site_settings: {
        header_settings: { header_type: 'scrolled_fixed' },
        booking_flow_settings: { process_single_cart_item: true },
      },
    })
  })

  it('names the field of a bad value', async () => {
    const partner = await token('partner@jaunt.test')
    const colour = await call(ctx, 'PUT', `/core/v1/partner-sites/${demoId}/settings/footer`, {
      token: partner,
      body: {
        use_goto_hub_privacy: false,
        footer_background_color: 'red',
        footer_font_color: '#FFF',
        widgets: [],
      },
    })
    expect(colour.status).toBe(400)
    expect(colour.body.message).toMatch(/^footer_background_color: /)
    const methods = await call(ctx, 'PUT', `/core/v1/partner-sites/${demoId}/settings/merchant-of-record`, {
      token: partner,
      body: { type: 'partner', payment_method: [] },
    })
    expect(methods.body.message).toBe('payment_method: Please choose at least one payment method')
  })

  it('saves the footer’s columns the hosted site shows, and names a link’s bad address', async () => {
    const partner = await token('partner2@jaunt.test')
    const path = `/core/v1/partner-sites/${nordicId}/settings/footer`
    const column = {
      title: { en: 'Visit us', fi: 'Käy meillä' },
      text: { en: 'Open daily' },
      links: [
        { label: { en: 'About us' }, url: '/page/about' },
        { label: { en: 'Call' }, url: 'tel:+4712345678' },
      ],
    }
    const body = {
      use_goto_hub_privacy: true,
      footer_background_color: '#112233',
      footer_font_color: '#FFFFFF',
    }
    const saved = await call(ctx, 'PUT', path, { token: partner, body: { ...body, widgets: [column] } })
    expect(saved.status).toBe(200)
    const site = await call<{ site_settings: { footer_settings: { widgets: unknown[] } } }>(
      ctx,
      'GET',
      `/core/public/partner-sites/${nordicId}`,
    )
    expect(site.body.site_settings.footer_settings.widgets).toEqual([column])

    const bad = { ...column, links: [{ label: { en: 'Oops' }, url: 'javascript:alert(1)' }] }
    const refused = await call<{ message: string }>(ctx, 'PUT', path, {
      token: partner,
      body: { ...body, widgets: [bad] },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/^widgets\.0\.links\.0\.url: /)
  })

  it('saves the theme, which the public site then wears, and names a bad colour’s field', async () => {
    const partner = await token('partner2@jaunt.test')
    const path = `/core/v1/partner-sites/${nordicId}/settings/theme`
    const before = await call<Record<string, unknown>>(ctx, 'GET', path, { token: partner })
    expect(before.status).toBe(200)
    const theme = {
      ...before.body,
      button: { button_radius: 4, button_text_color: '#FFFFFF', button_background_color: '#7A1F3D' },
      site_font: 'Lato',
    }
    expect((await call(ctx, 'PUT', path, { token: partner, body: theme })).status).toBe(200)
    const site = await call<{ site_settings: { theme_settings: unknown } }>(
      ctx,
      'GET',
      `/core/public/partner-sites/${nordicId}`,
    )
    expect(site.body.site_settings.theme_settings).toMatchObject({
      button: { button_radius: 4, button_background_color: '#7A1F3D' },
      site_font: 'Lato',
    })
    const bad = await call(ctx, 'PUT', path, {
      token: partner,
      body: { ...theme, button: { ...theme.button, button_background_color: 'wine' } },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^button\.button_background_color: /)
    const stranger = await token('partner@jaunt.test')
    expect((await call(ctx, 'PUT', path, { token: stranger, body: theme })).status).toBe(404)
  })

  it('sanitises scripts, refuses a break-out, and keeps them off the public API', async () => {
    const partner = await token('partner@jaunt.test')
    const path = `/core/v1/partner-sites/${demoId}/settings/script`
    const breakOut = await call(ctx, 'PUT', path, {
      token: partner,
      body: { head_scripts: '<script>a()</script><script>b()', footer_scripts: '</body><img src=x>' },
    })
    expect(breakOut.status).toBe(400)
    expect(breakOut.body.errors).toEqual([
      { path: 'head_scripts', message: expect.stringMatching(/^Scripts must close every tag/) },
      { path: 'footer_scripts', message: expect.stringMatching(/^Scripts must close every tag/) },
    ])
    const gtag = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>'
    const saved = await call(ctx, 'PUT', path, {
      token: partner,
      body: {
        head_scripts: `${gtag}<img src="https://px.example/p.gif" onerror="alert(1)">`,
        footer_scripts: '<div onclick="x()">hi</div>',
      },
    })
    expect(saved.body).toEqual({
      head_scripts: `${gtag}<img src="https://px.example/p.gif" />`,
      footer_scripts: 'hi',
    })
    const published = await call(ctx, 'GET', `/core/public/partner-sites/${demoId}`)
    expect(published.body).toMatchObject({
      site_settings: { script_settings: { head_scripts: '', footer_scripts: '' } },
    })
  })

  it('lets a newly allowed origin call the API at once', async () => {
    const origin = 'https://booking.harbour.example'
    expect((await preflightFrom(origin, demoId)).headers.get('Access-Control-Allow-Origin')).toBeNull()
    const saved = await call(ctx, 'PUT', `/core/v1/partner-sites/${demoId}/settings/allowed-origins`, {
      token: await token('partner@jaunt.test'),
      body: { allowed_origins: [`${origin}/`] },
    })
    expect(saved.body).toEqual({ allowed_origins: [origin] })
    const get = await ctx.app.request(`/core/public/partner-sites/${demoId}`, { headers: { Origin: origin } })
    expect(get.headers.get('Access-Control-Allow-Origin')).toBe(origin)
    const bad = await call(ctx, 'PUT', `/core/v1/partner-sites/${demoId}/settings/allowed-origins`, {
      token: await token('partner@jaunt.test'),
      body: { allowed_origins: ['ftp://files.example'] },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^allowed_origins\.0: Enter an origin/)
  })
})

describe('the OpenAPI document', () => {
  it('declares the settings calls with operationIds, bearer security and named schemas', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>
      components: { schemas: Record<string, unknown> }
    }>(ctx, 'GET', '/api/openapi.json')
    const settings = doc.body.paths['/core/v1/partner-sites/{id}/settings/script']!
    expect(settings.put).toMatchObject({
      operationId: 'updateScriptSettings',
      security: [{ bearerAuth: [] }],
    })
    expect(doc.body.paths['/core/v1/partner-sites']!.post!.operationId).toBe('createPartnerSite')
    expect(doc.body.paths['/core/v1/admin/partner-sites/{id}/reject']!.put!.operationId).toBe(
      'rejectPartnerSite',
    )
    for (const name of [
      'GeneralSettingsInput',
      'ScriptSettings',
      'AllowedOriginsSettings',
      'SiteApprovalRow',
    ])
      expect(doc.body.components.schemas).toHaveProperty(name)
  })
})
