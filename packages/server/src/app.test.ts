import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, seededSiteId, type TestContext } from './test/test-app.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('bad input is a 400 naming the field, never a 500', () => {
  const jsonRoutes = [
    { path: '/nauth/npanel/login', field: 'email' },
    { path: '/nauth/npanel/refresh_token', field: 'refresh_token' },
    { path: '/nauth/npanel/logout', field: 'refresh_token' },
  ]

  it.each(jsonRoutes)('$path: malformed JSON', async ({ path }) => {
    const response = await call(ctx, 'POST', path, {
      rawBody: '{"email": ',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Malformed JSON in request body')
  })

  it.each(jsonRoutes)('$path: missing fields', async ({ path, field }) => {
    const response = await call(ctx, 'POST', path, { body: {} })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(new RegExp(`^${field}: `))
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]))
  })

  it.each(jsonRoutes)('$path: wrong types', async ({ path, field }) => {
    const response = await call(ctx, 'POST', path, {
      body: { email: 42, password: ['x'], refresh_token: false },
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(new RegExp(`^${field}: `))
  })

  it.each(jsonRoutes)('$path: a body that is not an object', async ({ path }) => {
    const response = await call(ctx, 'POST', path, { body: [1, 2] })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/^body: /)
  })

  it.each(jsonRoutes)('$path: no body at all', async ({ path, field }) => {
    const response = await call(ctx, 'POST', path)
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(new RegExp(`^${field}: `))
  })

  it('a body sent as a form instead of JSON', async () => {
    const response = await call(ctx, 'POST', '/nauth/npanel/login', {
      rawBody: 'email=a%40b.c&password=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/^body: /)
  })

  it('the spec’s email texts on login', async () => {
    const empty = await call(ctx, 'POST', '/nauth/npanel/login', { body: { email: '', password: 'x' } })
    expect(empty.body.message).toBe('email: Please enter email.')
    const invalid = await call(ctx, 'POST', '/nauth/npanel/login', {
      body: { email: 'not-an-email', password: 'x' },
    })
    expect(invalid.body.message).toBe('email: Please enter valid email.')
  })

  it('change password: wrong types and missing fields', async () => {
    const { access_token } = await loginAs(ctx, 'supplier@jaunt.test')
    const response = await call(ctx, 'PUT', '/core/v1/user/password', {
      token: access_token,
      body: { new_password: 7 },
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/^(current_password|new_password): /)
  })
})

describe('the API’s plumbing', () => {
  it('publishes its OpenAPI document with every route', async () => {
    const response = await call<{ openapi: string; paths: Record<string, unknown> }>(
      ctx,
      'GET',
      '/api/openapi.json',
    )
    expect(response.status).toBe(200)
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/nauth/npanel/login',
        '/nauth/npanel/refresh_token',
        '/nauth/npanel/logout',
        '/core/v1/current/user',
        '/core/v1/user/accept-terms-and-condition',
        '/core/v1/user/password',
        '/core/v1/admin/user/{id}/log-in-as',
        '/core/public/partner-sites',
        '/core/v1/partner-sites/{id}',
        '/core/v1/partner-sites',
        '/core/public/langs',
      ]),
    )
  })

  it('reads APP-LOCALE on every request and answers in the normalised locale', async () => {
    const response = await call(ctx, 'GET', '/api/health', { headers: { 'APP-LOCALE': 'nb-NO' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Language')).toBe('no')
    const unknown = await call(ctx, 'GET', '/api/health', { headers: { 'APP-LOCALE': 'xx' } })
    expect(unknown.headers.get('Content-Language')).toBe('en')
  })

  it('declares every operation’s security (public ones with none) and the server, and shows the docs', async () => {
    const document = (
      await call<{
        servers: unknown[]
        paths: Record<
          string,
          Record<string, { security?: unknown[]; operationId?: string; responses?: Record<string, unknown> }>
        >
      }>(ctx, 'GET', '/api/openapi.json')
    ).body
    expect(document.servers).toEqual([{ url: '/', description: 'This server' }])
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path))
    expect(operations.every((operation) => Array.isArray(operation.security))).toBe(true)
    const ids = operations.map((operation) => operation.operationId)
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    expect(document.paths['/core/public/tours/{id}']?.get?.operationId).toBe('getCorePublicToursById')
    expect(document.paths['/nauth/npanel/login']?.post?.responses?.['413']).toBeDefined()
    expect(document.paths['/core/public/catalog']?.post?.security).toEqual([])
    expect(document.paths['/core/v1/partner-sites']?.get?.security).toEqual([{ bearerAuth: [] }])

    const docs = await ctx.app.request('/api/docs')
    expect(docs.status).toBe(200)
    expect(await docs.text()).toContain('<script src="/api/docs/assets/swagger-ui-bundle.js"></script>')
    const bundle = await ctx.app.request('/api/docs/assets/swagger-ui-bundle.js')
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('Content-Type')).toContain('javascript')
    expect((await ctx.app.request('/api/docs/assets/package.json')).status).toBe(404)
  })

  it('answers unknown paths with a 404 in the error shape', async () => {
    const response = await call(ctx, 'GET', '/core/public/no-such-thing')
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ message: 'Not Found' })
  })
})

describe('CORS for the widget on partners’ pages', () => {
  const preflight = (origin: string, path = '/booking/public/cart-reservation') =>
    ctx.app.request(path, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })

  it('answers a partner site’s sub-domain and a domain the partner listed', async () => {
    const response = await preflight('http://demo.localhost:8080')
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://demo.localhost:8080')
    await ctx.db
      .updateTable('partner_site')
      .set({ allowed_origins: ['https://www.fjordhotel.example'] })
      .where('sub_domain', '=', 'demo')
      .execute()
    const listed = await preflight('https://www.fjordhotel.example')
    expect(listed.status).toBe(204)
    const get = await ctx.app.request('/core/public/langs', {
      headers: { Origin: 'https://www.fjordhotel.example' },
    })
    expect(get.headers.get('Access-Control-Allow-Origin')).toBe('https://www.fjordhotel.example')
    // The widget reads the answer's language and a 503's wait; caches keep answers per origin.
    expect(get.headers.get('Access-Control-Expose-Headers')).toBe('Content-Language,Retry-After')
    expect(get.headers.get('Vary')).toMatch(/\bOrigin\b/)
  })

  it('refuses any other origin, and another site’s origin for a site’s calls', async () => {
    const refused = await preflight('https://evil.example')
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull()
    const get = await ctx.app.request('/core/public/langs', { headers: { Origin: 'https://evil.example' } })
    expect(get.headers.get('Access-Control-Allow-Origin')).toBeNull()
    const nordicId = await seededSiteId(ctx, 'nordic')
    const crossSite = await preflight(
      'http://demo.localhost:8080',
      `/gateway/booking/public/cart-reservation?site_id=${nordicId}&request_for_widget=true`,
    )
    expect(crossSite.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })
})
