import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import { createTestContext, type TestContext } from '../../test/test-app.js'
import { frontEndBuilds } from './index.js'

let ctx: TestContext
let root: string
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  ctx = await createTestContext()
  root = mkdtempSync(join(tmpdir(), 'jaunt-builds-'))
  const builds = frontEndBuilds(root)
  for (const [dir, html] of [
    [builds.admin, '<title>back office</title>'],
    [builds.siteShell, '<title>partner site</title>'],
  ] as const) {
    mkdirSync(join(dir, 'assets'), { recursive: true })
    writeFileSync(join(dir, 'index.html'), html)
  }
  mkdirSync(join(builds.admin, 'assets'), { recursive: true })
  writeFileSync(join(builds.admin, 'assets', 'index-abc.js'), 'console.log("admin")')
  mkdirSync(builds.widget, { recursive: true })
  writeFileSync(join(builds.widget, 'jaunt.js'), 'window.Jaunt = {}')
  app = createApp({ db: ctx.db, config: ctx.config, frontEnds: builds })
})
afterAll(async () => {
  rmSync(root, { recursive: true, force: true })
  await ctx.close()
})

const get = async (path: string) => {
  const response = await app.request(path)
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    cache: response.headers.get('Cache-Control'),
    text: await response.text(),
  }
}

describe('serving the front ends beside the API', () => {
  it('serves the back office for /{lang}/npanel and /{lang}/admin, deep links included', async () => {
    for (const path of ['/en/npanel', '/de/npanel/tour/12', '/no/admin', '/fr/admin/settings/site']) {
      expect((await get(path)).text).toBe('<title>back office</title>')
    }
  })

  it('serves the hosted site for other pages, and for an unknown language prefix', async () => {
    expect((await get('/')).text).toBe('<title>partner site</title>')
    expect((await get('/en/activity/4')).text).toBe('<title>partner site</title>')
    expect((await get('/xx/npanel')).text).toBe('<title>partner site</title>')
  })

  it('serves built assets with long caching for hashed files and short for the loader', async () => {
    const asset = await get('/admin-app/assets/index-abc.js')
    expect(asset.text).toBe('console.log("admin")')
    expect(asset.cache).toContain('immutable')
    const loader = await get('/widget/jaunt.js')
    expect(loader.text).toBe('window.Jaunt = {}')
    expect(loader.cache).toBe('public, max-age=300')
  })

  it('serves the booking-details page a bank sends the guest back to, escaping what it repeats', async () => {
    const page = await get('/booking-details/0b7e2c1a-1111-4222-8333-444455556666?site=1&lang=de')
    expect(page.type).toContain('text/html')
    expect(page.text).toContain('<title>Buchungsdetails</title>')
    expect(page.text).toContain(
      '<jaunt-booking-details site="1" lang="de" payment-ref="0b7e2c1a-1111-4222-8333-444455556666">',
    )
    const hostile = await get('/booking-details/%22%3E%3Cscript%3Ex%3C%2Fscript%3E?site=1&lang=zz')
    expect(hostile.text).not.toContain('<script>x')
    expect(hostile.text).toContain('lang="en"')
    // Without its site the page cannot show the booking: the hosted site answers instead.
    expect((await get('/booking-details/abc')).text).toBe('<title>partner site</title>')
  })

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get('/core/public/nothing-here')
    expect(response.status).toBe(404)
    expect(JSON.parse(response.text)).toEqual({ message: 'Not Found' })
    expect((await get('/widget/missing.js')).status).toBe(404)
  })
})
