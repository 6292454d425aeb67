import type { MenuItemsResponse, SitePage } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, seededSiteId, type TestContext } from '../../test/test-app.js'
import { storePage } from './site-pages.service.js'

let ctx: TestContext
let demoId: number
let nordicId: number
beforeAll(async () => {
  ctx = await createTestContext()
  demoId = await seededSiteId(ctx, 'demo')
  nordicId = await seededSiteId(ctx, 'nordic')
})
afterAll(() => ctx.close())

const page = (path: string, locale = 'en') =>
  call<SitePage>(ctx, 'GET', path, { headers: { 'APP-LOCALE': locale } })

describe('GET /core/public/partner-sites/{id}/pages', () => {
  it('answers the index page without page_id or slug, in the asked language', async () => {
    const { status, body } = await page(`/core/public/partner-sites/${demoId}/pages`, 'de')
    expect(status).toBe(200)
    expect(body).toMatchObject({ slug: 'home', is_primary: true, title: 'Fjorde, Fjells und Nordlichter' })
    expect(body.sections.map((section) => section.type)).toEqual([
      'hero',
      'product-grid',
      'destination-boxes',
      'widget',
      'faq',
    ])
    expect(body.sections[0]).toMatchObject({ type: 'hero', title: 'Fjorde, Fjells und Nordlichter' })
  })

  it('finds a page by slug and by id, and falls back to the site’s primary language', async () => {
    const bySlug = await page(`/core/public/partner-sites/${nordicId}/pages?slug=winter`, 'it')
    expect(bySlug.status).toBe(200)
    expect(bySlug.body).toMatchObject({ slug: 'winter', is_primary: false, title: 'Vinter i norr' })
    const byId = await page(`/core/public/partner-sites/${nordicId}/pages?page_id=${bySlug.body.id}`, 'en')
    expect(byId.body.title).toBe('Winter up north')
  })

  it('strips scripts, handlers and javascript: links from the partner’s HTML', async () => {
    const { body } = await page(`/core/public/partner-sites/${demoId}/pages?slug=about-us`)
    const section = body.sections[0]
    expect(section?.type).toBe('rich-text')
    const html = section?.type === 'rich-text' ? section.html : ''
    expect(html).toContain('<a href="mailto:hello@fjordfell.test">')
    expect(html).not.toMatch(/<script|onclick|javascript:/i)
  })

  it('keeps a product grid to the site’s own catalogue', async () => {
    const outside = await ctx.db
      .selectFrom('service')
      .select('service.id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('site_catalogue')
              .whereRef('site_catalogue.service_id', '=', 'service.id')
              .where('site_catalogue.site_id', '=', demoId),
          ),
        ),
      )
      .executeTakeFirstOrThrow()
    await storePage(ctx.db, demoId, {
      slug: 'mixed',
      title: { en: 'Mixed' },
      description: {},
      sections: [{ type: 'product-grid', title: { en: 'Grid' }, service_ids: [outside.id, 1] }],
    })
    const { body } = await page(`/core/public/partner-sites/${demoId}/pages?slug=mixed`)
    expect(body.sections[0]).toMatchObject({ type: 'product-grid' })
    const ids = body.sections[0]?.type === 'product-grid' ? body.sections[0].service_ids : []
    expect(ids).not.toContain(outside.id)
  })

  it('answers 404 for a page another site owns, and 400 naming a malformed slug', async () => {
    const other = await page(`/core/public/partner-sites/${nordicId}/pages?slug=fjords`)
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('Page not found')
    const bad = await page(`/core/public/partner-sites/${demoId}/pages?slug=../admin`)
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('slug')
    expect((await page('/core/public/partner-sites/99999/pages')).status).toBe(404)
  })
})

describe('GET /core/public/partner-sites/{id}/menu-items', () => {
  it('answers the menu in the asked language with links under url_prefix', async () => {
    const { status, body } = await call<MenuItemsResponse>(
      ctx,
      'GET',
      `/core/public/partner-sites/${demoId}/menu-items?url_prefix=/no`,
      { headers: { 'APP-LOCALE': 'no' } },
    )
    expect(status).toBe(200)
    expect(body.data).toEqual([
      { title: 'Hjem', url: '/no', is_external: false },
      { title: 'Fjordene', url: '/no/page/fjords', is_external: false },
      { title: 'Søk', url: '/no/search', is_external: false },
      { title: 'Om oss', url: '/no/page/about-us', is_external: false },
    ])
  })

  it('shows the Nordic site on /fi with a Finnish index title and menu', async () => {
    const index = await page(`/core/public/partner-sites/${nordicId}/pages`, 'fi')
    expect(index.body.title).toBe('Löydä Pohjola')
    const menu = await call<MenuItemsResponse>(
      ctx,
      'GET',
      `/core/public/partner-sites/${nordicId}/menu-items?url_prefix=/fi`,
      { headers: { 'APP-LOCALE': 'fi' } },
    )
    expect(menu.body.data.map((item) => item.title)).toEqual(['Etusivu', 'Talvi', 'Majoitus'])
  })

  it('refuses a url_prefix that is not a path', async () => {
    const response = await call(
      ctx,
      'GET',
      `/core/public/partner-sites/${demoId}/menu-items?url_prefix=https://x.test`,
    )
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toContain('url_prefix')
  })
})
