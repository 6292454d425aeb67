import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/test-app.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('answers are compressed for clients that take it, and say they vary on it', () => {
  it('gzips the API document for a client that accepts gzip, with Vary and the language', async () => {
    const response = await ctx.app.request('/api/openapi.json', {
      headers: { 'Accept-Encoding': 'gzip', 'APP-LOCALE': 'de' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    expect(response.headers.get('Content-Language')).toBe('de')
    const document = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'))
    expect(document.openapi).toMatch(/^3\./)
  })

  it('sends it plain to a client that does not, still varying on Accept-Encoding', async () => {
    const response = await ctx.app.request('/api/openapi.json')
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    expect(((await response.json()) as { openapi: string }).openapi).toMatch(/^3\./)
  })

  it('keeps a partner page’s Vary: Origin beside it, naming Accept-Encoding once', async () => {
    const site = await ctx.db
      .selectFrom('partner_site')
      .select('sub_domain')
      .where('sub_domain', 'is not', null)
      .executeTakeFirstOrThrow()
    const partner = { Origin: `http://${site.sub_domain}.${ctx.config.APP_HOST}` }
    const response = await ctx.app.request('/core/public/catalog', {
      method: 'POST',
      headers: { ...partner, 'Accept-Encoding': 'gzip', 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'fjord' }),
    })
    expect(response.status).toBe(200)
    const vary = (response.headers.get('Vary') ?? '').split(',').map((name) => name.trim().toLowerCase())
    expect(vary).toContain('origin')
    expect(vary.filter((name) => name === 'accept-encoding')).toHaveLength(1)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(partner.Origin)
  })
})
