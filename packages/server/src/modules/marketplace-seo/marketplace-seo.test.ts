import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SeoPageRecord, SiteSitemap } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { frontEndBuilds } from '../front-ends/index.js'

let ctx: TestContext
let root: string
let site: ReturnType<typeof createApp>
let admin: string
let supplier: string

beforeAll(async () => {
  ctx = await createTestContext()
  root = mkdtempSync(join(tmpdir(), 'jaunt-seo-'))
  const builds = frontEndBuilds(root)
  mkdirSync(builds.siteShell, { recursive: true })
  writeFileSync(
    join(builds.siteShell, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Jaunt</title></head><body><div id="root"></div></body></html>',
  )
  site = createApp({ db: ctx.db, config: ctx.config, frontEnds: builds })
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
})
afterAll(async () => {
  rmSync(root, { recursive: true, force: true })
  await ctx.close()
})

const page = async (path: string) =>
  (await site.request(path, { headers: { host: 'demo.localhost:8080' } })).text()

describe('Tools › SEO and Sitemap', () => {
  it('lists every page of the tool, unset ones indexed and without texts', async () => {
    const pages = await call<SeoPageRecord[]>(ctx, 'GET', '/core/v1/admin/seo-pages', { token: admin })
    expect(pages.status).toBe(200)
    expect(pages.body.map((each) => each.id)).toEqual(['home', 'search', 'privacy-policy', 'terms', 'login'])
    expect(pages.body[0]).toMatchObject({ noindex: false, texts: {}, updated_at: null })
  })

  it('writes the search page’s title, description and noindex into every hosted site’s head and sitemap', async () => {
    const before = await page('/en/search')
    expect(before).not.toContain('noindex')
    expect(await page('/sitemap.xml')).toContain('/en/search</loc>')

    const saved = await call<SeoPageRecord>(ctx, 'PUT', '/core/v1/admin/seo-pages/search', {
      token: admin,
      body: {
        noindex: true,
        texts: {
          en: { title: 'Find your next trip', description: 'Tours, stays and tickets' },
          de: { title: 'Die nächste Reise finden', description: '' },
          fr: { title: '', description: '' },
        },
      },
    })
    expect(saved.status).toBe(200)
    expect(Object.keys(saved.body.texts).sort()).toEqual(['de', 'en'])

    const head = await page('/en/search')
    expect(head).toMatch(/<title>Find your next trip · [^<]+<\/title>/)
    expect(head).toContain('<meta name="description" content="Tours, stays and tickets" />')
    expect(head).toContain('<meta name="robots" content="noindex" />')
    expect(head).not.toContain('rel="canonical"')
    expect(await page('/sitemap.xml')).not.toContain('/search</loc>')
  })

  it('refuses a title longer than search engines show, naming the field', async () => {
    const refused = await call<{ errors: { path: string }[] }>(ctx, 'PUT', '/core/v1/admin/seo-pages/home', {
      token: admin,
      body: { noindex: false, texts: { en: { title: 'x'.repeat(71) } } },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.map((error) => error.path)).toContain('texts.en.title')
    const unknown = await call(ctx, 'PUT', '/core/v1/admin/seo-pages/checkout', {
      token: admin,
      body: { noindex: false, texts: {} },
    })
    expect(unknown.status).toBe(400)
  })

  it('lists each public site’s sitemap with its address and what it lists', async () => {
    const sitemaps = await call<SiteSitemap[]>(ctx, 'GET', '/core/v1/admin/sitemaps', { token: admin })
    expect(sitemaps.status).toBe(200)
    const nordic = sitemaps.body.find((each) => each.url === 'http://nordic.localhost:8080/sitemap.xml')
    expect(nordic).toMatchObject({ robots_url: 'http://nordic.localhost:8080/robots.txt' })
    expect(nordic!.languages.length).toBeGreaterThan(0)
    expect(nordic!.urls).toBeGreaterThan(0)
    expect(nordic!.last_changed_at).not.toBeNull()
  })

  it('is for admins only', async () => {
    expect((await call(ctx, 'GET', '/core/v1/admin/seo-pages', { token: supplier })).status).toBe(403)
    expect((await call(ctx, 'GET', '/core/v1/admin/sitemaps', { token: supplier })).status).toBe(403)
  })
})
