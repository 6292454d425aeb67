import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import { createTestContext, type TestContext } from '../../test/test-app.js'
import { frontEndBuilds } from './index.js'

const SITE_TEMPLATE = [
  '<!doctype html><html lang="en"><head><title>Jaunt</title>',
  '<script type="module" crossorigin src="/site-assets/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/site-assets/assets/react-abc.js">',
  '</head><body><div id="root"></div></body></html>',
].join('')
const PARTNER_HEAD = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>'
const PARTNER_FOOTER = "<script>window.dataLayer = window.dataLayer || []; gtag('config', 'G-1')</script>"

let ctx: TestContext
let root: string
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  ctx = await createTestContext({ TRUSTED_PROXIES: '10.0.0.2' })
  root = mkdtempSync(join(tmpdir(), 'jaunt-builds-'))
  const builds = frontEndBuilds(root)
  for (const [dir, html] of [
    [builds.admin, '<title>back office</title>'],
    [builds.siteShell, SITE_TEMPLATE],
  ] as const) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'index.html'), html)
  }
  mkdirSync(builds.widget, { recursive: true })
  writeFileSync(join(builds.widget, 'jaunt.js'), 'window.Jaunt = {}')
  await ctx.db
    .updateTable('partner_site')
    .set({ script_settings: JSON.stringify({ head_scripts: PARTNER_HEAD, footer_scripts: PARTNER_FOOTER }) })
    .where('sub_domain', '=', 'demo')
    .execute()
  app = createApp({ db: ctx.db, config: ctx.config, frontEnds: builds })
})
afterAll(async () => {
  rmSync(root, { recursive: true, force: true })
  await ctx.close()
})

const get = async (path: string, headers: Record<string, string> = {}, from?: string) => {
  const socket = from ? { incoming: { socket: { remoteAddress: from } } } : undefined
  const response = await app.request(path, { headers: { host: 'demo.localhost:8080', ...headers } }, socket)
  return { headers: response.headers, text: await response.text() }
}

describe('security headers', () => {
  it('gives a hosted site page a nonce CSP that every script of the page carries, the partner’s too', async () => {
    const page = await get('/en')
    const csp = page.headers.get('Content-Security-Policy') ?? ''
    const nonce = /script-src 'nonce-([0-9a-f]{32})' 'strict-dynamic'/.exec(csp)?.[1]
    expect(nonce).toBeDefined()
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    // The back office frames site pages for the theme editor's live preview; no one else may.
    expect(csp).toContain(`frame-ancestors 'self' http://${ctx.config.APP_HOST}`)
    const runnable = page.text.match(/<script\b(?![^>]*application\/(ld\+)?json)[^>]*>/g) ?? []
    expect(runnable.length).toBe(3)
    for (const tag of runnable) expect(tag).toContain(`nonce=${nonce}`)
    expect(page.text).toContain(`<link nonce=${nonce} rel="modulepreload"`)
    expect(page.text).toContain(`<meta property="csp-nonce" nonce=${nonce} />`)
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff')
    // A new nonce for every page answered.
    const again = await get('/en')
    expect(again.headers.get('Content-Security-Policy')).not.toBe(csp)
  })

  it('gives the back office a CSP of its own origin that no other site may frame', async () => {
    const office = await get('/en/npanel/profile')
    const csp = office.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    // Its own scripts, and Stripe Terminal's SDK, which the card reader page loads from Stripe.
    expect(csp).toContain("script-src 'self' https://js.stripe.com;")
    expect(csp).toContain(
      "connect-src 'self' https://*.stripe.com https://*.stripe-terminal-local-reader.net;",
    )
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain(`frame-src 'self' http://*.${ctx.config.APP_HOST}`)
    expect(office.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  })

  it('gives API answers nosniff and a referrer policy, and HSTS only over HTTPS', async () => {
    const health = await get('/api/health')
    expect(health.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(health.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(health.headers.get('Strict-Transport-Security')).toBeNull()
    expect(health.headers.get('Content-Security-Policy')).toBeNull()

    const viaProxy = await get('/api/health', { 'X-Forwarded-Proto': 'https' }, '10.0.0.2')
    expect(viaProxy.headers.get('Strict-Transport-Security')).toBe('max-age=15552000')
    const claimed = await get('/api/health', { 'X-Forwarded-Proto': 'https' }, '203.0.113.5')
    expect(claimed.headers.get('Strict-Transport-Security')).toBeNull()
  })

  it('leaves /widget/* as it is served', async () => {
    const loader = await get('/widget/jaunt.js')
    expect(loader.text).toBe('window.Jaunt = {}')
    expect(loader.headers.get('X-Content-Type-Options')).toBeNull()
    expect(loader.headers.get('Content-Security-Policy')).toBeNull()
  })
})
