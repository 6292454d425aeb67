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
const path = (siteId: number) => `/core/v1/partner-sites/${siteId}/embed-settings`
const preflightFrom = (origin: string) =>
  ctx.app.request(`/core/public/partner-sites/${demoId}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
  })

describe('a partner lets their own pages embed the widget', () => {
  it('lists an origin, and from then on the API answers that origin’s browser', async () => {
    const origin = 'https://www.fjordview-lodge.example'
    expect((await preflightFrom(origin)).headers.get('Access-Control-Allow-Origin')).toBeNull()

    const partner = await token('partner@jaunt.test')
    const saved = await call(ctx, 'PUT', path(demoId), {
      token: partner,
      body: { allowed_origins: [`${origin}/`, 'http://localhost:3000'] },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({
      site_id: demoId,
      allowed_origins: [origin, 'http://localhost:3000'],
      loader_url: 'http://localhost:8080/widget/v1/jaunt.js',
    })
    expect((await call(ctx, 'GET', path(demoId), { token: partner })).body).toEqual(saved.body)
    expect((await preflightFrom(origin)).headers.get('Access-Control-Allow-Origin')).toBe(origin)

    await call(ctx, 'PUT', path(demoId), { token: partner, body: { allowed_origins: [] } })
    expect((await preflightFrom(origin)).headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  it('names the entry that is not an origin', async () => {
    const response = await call(ctx, 'PUT', path(demoId), {
      token: await token('partner@jaunt.test'),
      body: { allowed_origins: ['https://ok.example', 'https://shop.example/widget'] },
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/^allowed_origins\.1: Enter an origin such as/)
  })

  it('keeps another partner’s site and suppliers out', async () => {
    const other = await call(ctx, 'PUT', path(nordicId), {
      token: await token('partner@jaunt.test'),
      body: { allowed_origins: ['https://evil.example'] },
    })
    expect(other.status).toBe(404)
    const supplier = await call(ctx, 'GET', path(demoId), { token: await token('supplier@jaunt.test') })
    expect(supplier.status).toBe(403)
    expect((await call(ctx, 'GET', path(demoId))).status).toBe(401)
    expect((await call(ctx, 'GET', path(99999), { token: await token('admin@jaunt.test') })).status).toBe(404)
  })
})
