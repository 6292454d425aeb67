import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import { createTestContext, type TestContext } from '../../test/test-app.js'
import { frontEndBuilds } from './index.js'

const SITE_TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Jaunt</title></head><body><div id="root"></div></body></html>'

let ctx: TestContext
let root: string
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  ctx = await createTestContext()
  root = mkdtempSync(join(tmpdir(), 'jaunt-builds-'))
  const builds = frontEndBuilds(root)
  for (const [dir, html] of [
    [builds.admin, '<title>back office</title>'],
    [builds.siteShell, SITE_TEMPLATE],
  ] as const) {
    mkdirSync(join(dir, 'assets'), { recursive: true })
    writeFileSync(join(dir, 'index.html'), html)
  }
  mkdirSync(join(builds.admin, 'assets'), { recursive: true })
  writeFileSync(join(builds.admin, 'assets', 'index-abc.js'), 'console.log("admin")')
  mkdirSync(builds.widget, { recursive: true })
  writeFileSync(join(builds.widget, 'jaunt.js'), 'window.Jaunt = {}')
  writeFileSync(join(builds.widget, 'jaunt.js.br'), brotliCompressSync('window.Jaunt = {}'))
  mkdirSync(join(builds.widget, 'chunks'))
  writeFileSync(join(builds.widget, 'chunks', 'cart-abc.js'), 'export const cart = 1')
  mkdirSync(join(builds.widget, 'react', 'chunks'), { recursive: true })
  writeFileSync(join(builds.widget, 'react', 'jaunt.js'), 'window.Jaunt = { react: true }')
  writeFileSync(join(builds.widget, 'react', 'chunks', 'cart-def.js'), 'export const cart = 2')
  app = createApp({ db: ctx.db, config: ctx.config, frontEnds: builds })
})
afterAll(async () => {
  rmSync(root, { recursive: true, force: true })
  await ctx.close()
})

const get = async (path: string, host = 'demo.localhost:8080', headers: Record<string, string> = {}) => {
  const response = await app.request(path, { headers: { host, ...headers } })
  return {
    status: response.status,
    location: response.headers.get('Location'),
    type: response.headers.get('Content-Type'),
    cache: response.headers.get('Cache-Control'),
    csp: response.headers.get('Content-Security-Policy'),
    text: await response.text(),
  }
}

describe('serving the front ends beside the API', () => {
  it('serves the back office for /{lang}/npanel and /{lang}/admin, deep links included', async () => {
    for (const path of ['/en/npanel', '/de/npanel/tour/12', '/no/admin', '/fr/admin/settings/site']) {
      expect((await get(path)).text).toBe('<title>back office</title>')
    }
  })

  it('serves the hosted site for other pages, sending paths without a language to the site’s', async () => {
    expect(await get('/')).toMatchObject({ status: 302, location: '/en' })
    expect(await get('/', 'nordic.localhost:8080')).toMatchObject({ status: 302, location: '/sv' })
    expect(await get('/', 'nordic.localhost:8080', { cookie: 'locale=no' })).toMatchObject({
      location: '/no',
    })
    expect(await get('/xx/npanel')).toMatchObject({ status: 302, location: '/en/xx/npanel' })
    // A language the site does not show goes to its primary one.
    expect(await get('/fr/page/fjords')).toMatchObject({ status: 302, location: '/en/page/fjords' })
    const page = await get('/en/search')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<div id="root"></div>')
  })

  it('sends a host without a site to the redirection address', async () => {
    expect(await get('/en', 'nowhere.localhost:8080')).toMatchObject({
      status: 302,
      location: 'http://localhost:8080/',
    })
  })

  it('answers a tour page with its title, description, canonical, hreflang and JSON-LD in the first HTML', async () => {
    const page = await get('/de/activity/2')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<html lang="de"')
    expect(page.text).toContain(
      '<title>Geführte Kajaktour auf dem Aurlandsfjord · Fjord &amp; Fell Adventures</title>',
    )
    expect(page.text).toMatch(/<meta name="description" content="Paddeln Sie[^"]+" \/>/)
    expect(page.text).toContain('<link rel="canonical" href="http://demo.localhost:8080/de/activity/2" />')
    for (const lang of ['en', 'no', 'de'])
      expect(page.text).toContain(
        `<link rel="alternate" hreflang="${lang}" href="http://demo.localhost:8080/${lang}/activity/2" />`,
      )
    expect(page.text).toContain('hreflang="x-default" href="http://demo.localhost:8080/en/activity/2"')
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.text)![1]!)
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Geführte Kajaktour auf dem Aurlandsfjord',
      offers: { '@type': 'Offer', price: '890.00', priceCurrency: 'NOK' },
    })
    // The site rides along, so the app does not ask for it again.
    expect(page.text).toContain('<script id="jaunt-site" type="application/json">{"site":{"id":1')
  })

  it('describes a hotel as a Hotel, and answers 404 for products and pages the site does not have', async () => {
    const hotels = await ctx.db
      .selectFrom('service')
      .innerJoin('site_catalogue', 'site_catalogue.service_id', 'service.id')
      .select('service.id')
      .where('service_type', '=', 3)
      .where('site_catalogue.site_id', '=', 1)
      .execute()
    const hotel = await get(`/en/hotel/${hotels[0]!.id}`)
    expect(hotel.text).toContain('"@type":"Hotel"')
    expect((await get(`/en/activity/${hotels[0]!.id}`)).status).toBe(404)
    const notSold = await ctx.db
      .selectFrom('service')
      .select('id')
      .where('product_code', '=', 'REN-STOCKHOLM-BOAT')
      .executeTakeFirstOrThrow()
    const missing = await get(`/en/rental/${notSold.id}`)
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('<meta name="robots" content="noindex" />')
    expect((await get('/en/page/winter')).status).toBe(404)
    expect((await get('/en/nowhere')).status).toBe(404)
  })

  it('titles partner pages and keeps the guest’s own pages out of search engines', async () => {
    const page = await get('/no/page/fjords')
    expect(page.text).toContain('<title>Fjordene · Fjord &amp; Fell Adventures</title>')
    // The page, its menu and its top pictures come with the HTML, so the app needs no round trip.
    const bootstrap = JSON.parse(
      /<script id="jaunt-site" type="application\/json">(.*?)<\/script>/.exec(page.text)![1]!,
    )
    expect(bootstrap.page).toMatchObject({ slug: 'fjords', value: { title: 'Fjordene' } })
    expect(bootstrap.menu[1]).toEqual({ title: 'Fjordene', url: '/no/page/fjords', is_external: false })
    expect(page.text).toMatch(/<link rel="preload" as="image" href="\/media\/scenes\/mountain-[^"]+" \/>/)
    const area = await get('/en/customer-reservation/login')
    expect(area.text).toContain('<meta name="robots" content="noindex" />')
    expect(area.text).not.toContain('rel="canonical"')
  })

  it('serves sitemap.xml and robots.txt per site', async () => {
    const sitemap = await get('/sitemap.xml', 'nordic.localhost:8080')
    expect(sitemap.type).toContain('application/xml')
    expect(sitemap.text).toContain('<loc>http://nordic.localhost:8080/sv/page/winter</loc>')
    expect(sitemap.text).toContain('hreflang="en" href="http://nordic.localhost:8080/en/page/winter"')
    expect(sitemap.text).not.toContain('/page/fjords')
    const robots = await get('/robots.txt', 'nordic.localhost:8080')
    expect(robots.text).toContain('Sitemap: http://nordic.localhost:8080/sitemap.xml')
    expect(robots.text).toContain('Disallow: /sv/customer-reservation/')
  })

  it('serves built assets with long caching for hashed files and short for the loader', async () => {
    const asset = await get('/admin-app/assets/index-abc.js')
    expect(asset.text).toBe('console.log("admin")')
    expect(asset.cache).toContain('immutable')
    const loader = await get('/widget/jaunt.js')
    expect(loader.text).toBe('window.Jaunt = {}')
    expect(loader.cache).toBe('public, max-age=300, must-revalidate')
    expect((await get('/widget/chunks/missing-abc.js')).status).toBe(404)
  })

  describe('the widget, loaded from a partner’s own origin', () => {
    const partner = { Origin: 'https://www.fjordview-lodge.example' }
    const fetchWidget = (path: string, headers: Record<string, string> = {}) =>
      app.request(path, { headers: { host: 'localhost:8080', ...partner, ...headers } })

    it('answers the loader and its chunks to any origin, the loader also under /widget/v1/', async () => {
      for (const path of ['/widget/jaunt.js', '/widget/v1/jaunt.js', '/widget/v1/chunks/cart-abc.js']) {
        const response = await fetchWidget(path)
        expect(response.status, path).toBe(200)
        expect(response.headers.get('Access-Control-Allow-Origin'), path).toBe('*')
        expect(response.headers.get('Cross-Origin-Resource-Policy'), path).toBe('cross-origin')
        expect(response.headers.get('Content-Type'), path).toContain('javascript')
      }
      expect(await (await fetchWidget('/widget/v1/jaunt.js')).text()).toBe('window.Jaunt = {}')
    })

    it('serves the preact build as the loader, also at its former /widget/preact/ address, and React beside it', async () => {
      for (const path of ['/widget/preact/jaunt.js', '/widget/v1/preact/jaunt.js']) {
        expect(await (await fetchWidget(path)).text(), path).toBe('window.Jaunt = {}')
      }
      const react = await fetchWidget('/widget/react/jaunt.js')
      expect(await react.text()).toBe('window.Jaunt = { react: true }')
      expect(react.headers.get('Cache-Control')).toBe('public, max-age=300, must-revalidate')
      for (const path of ['/widget/preact/chunks/cart-abc.js', '/widget/react/chunks/cart-def.js']) {
        const chunk = await fetchWidget(path)
        expect(chunk.status, path).toBe(200)
        expect(chunk.headers.get('Cache-Control'), path).toBe('public, max-age=31536000, immutable')
      }
    })

    it('keeps hashed chunks a year and revalidates the loader by its ETag', async () => {
      const chunk = await fetchWidget('/widget/chunks/cart-abc.js')
      expect(chunk.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
      const loader = await fetchWidget('/widget/v1/jaunt.js', { 'Accept-Encoding': 'identity' })
      const tag = loader.headers.get('ETag')
      expect(tag).toBeTruthy()
      const again = await fetchWidget('/widget/v1/jaunt.js', {
        'Accept-Encoding': 'identity',
        'If-None-Match': tag!,
      })
      expect(again.status).toBe(304)
      expect(again.headers.get('Cache-Control')).toBe('public, max-age=300, must-revalidate')
    })

    it('sends the brotli copy the build wrote to a browser that takes it', async () => {
      const response = await fetchWidget('/widget/jaunt.js', { 'Accept-Encoding': 'gzip, deflate, br' })
      expect(response.headers.get('Content-Encoding')).toBe('br')
      expect(response.headers.get('Vary')).toContain('Accept-Encoding')
      const body = Buffer.from(await response.arrayBuffer())
      expect(brotliDecompressSync(body).toString('utf8')).toBe('window.Jaunt = {}')
    })

    it('answers a preflight from any origin, and a missing file with 404', async () => {
      const preflight = await app.request('/widget/v1/jaunt.js', {
        method: 'OPTIONS',
        headers: { ...partner, 'Access-Control-Request-Method': 'GET' },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*')
      expect((await fetchWidget('/widget/v1/missing.js')).status).toBe(404)
    })
  })

  it('serves the booking-details page a bank sends the guest back to, escaping what it repeats', async () => {
    const page = await get('/booking-details/0b7e2c1a-1111-4222-8333-444455556666?site=1&lang=de')
    expect(page.type).toContain('text/html')
    expect(page.text).toContain('<title>Buchungsdetails</title>')
    // Only the scripts this answer names run: the widget's loader carries the answer's nonce.
    const nonce = /script-src 'nonce-([0-9a-f]{32})'/.exec(page.csp ?? '')?.[1]
    expect(nonce).toBeDefined()
    expect(page.text).toContain(`<script nonce=${nonce} type="module" src="/widget/jaunt.js">`)
    expect((await get('/booking-details/x?site=1&lang=fi')).text).toContain('<title>Varauksen tiedot</title>')
    expect(page.text).toContain(
      '<jaunt-booking-details site="1" lang="de" payment-ref="0b7e2c1a-1111-4222-8333-444455556666">',
    )
    const hostile = await get('/booking-details/%22%3E%3Cscript%3Ex%3C%2Fscript%3E?site=1&lang=zz')
    expect(hostile.text).not.toContain('<script>x')
    expect(hostile.text).toContain('lang="en"')
    // Without its site the page cannot show the booking: the hosted site answers instead.
    expect(await get('/booking-details/abc')).toMatchObject({
      status: 302,
      location: '/en/booking-details/abc',
    })
  })

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get('/core/public/nothing-here')
    expect(response.status).toBe(404)
    expect(JSON.parse(response.text)).toEqual({ message: 'Not Found' })
    expect((await get('/widget/missing.js')).status).toBe(404)
  })
})
