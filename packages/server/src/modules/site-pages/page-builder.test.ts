import type { SiteMenuInput, SitePage, SitePageList, SitePageRecord } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, seededSiteId, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let demoId: number
let nordicId: number
let partner: string
let partner2: string
beforeAll(async () => {
  ctx = await createTestContext()
  demoId = await seededSiteId(ctx, 'demo')
  nordicId = await seededSiteId(ctx, 'nordic')
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  partner2 = (await loginAs(ctx, 'partner2@jaunt.test')).access_token
})
afterAll(() => ctx.close())

const pages = (siteId: number) => `/core/v1/partner-sites/${siteId}/pages`
const hero = (title: string) => ({ type: 'hero', title: { en: title }, subtitle: {}, image: null })
const input = (slug: string, sections: unknown[] = [hero('Welcome')]) => ({
  slug,
  title: { en: `Page ${slug}`, de: `Seite ${slug}` },
  description: { en: 'About it' },
  sections,
})
const create = (slug: string, sections?: unknown[], token = partner, siteId = demoId) =>
  call<SitePageRecord>(ctx, 'POST', pages(siteId), { token, body: input(slug, sections) })
const publicPage = (slug: string, siteId = demoId) =>
  call<SitePage>(ctx, 'GET', `/core/public/partner-sites/${siteId}/pages?slug=${slug}`)

describe('a partner builds the pages of their site', () => {
  it('creates an unpublished page guests cannot see, lists it, and publishes it', async () => {
    const created = await create('builder-new')
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ slug: 'builder-new', status: 2, has_draft: false })
    expect((await publicPage('builder-new')).status).toBe(404)
    const list = await call<SitePageList>(ctx, 'GET', `${pages(demoId)}?status=2`, { token: partner })
    expect(list.body.data.map((page) => page.slug)).toContain('builder-new')
    const published = await call<SitePageRecord>(ctx, 'PUT', `${pages(demoId)}/${created.body.id}/publish`, {
      token: partner,
    })
    expect(published.body.status).toBe(1)
    const seen = await publicPage('builder-new')
    expect(seen.status).toBe(200)
    expect(seen.body.sections[0]).toMatchObject({ type: 'hero', title: 'Welcome' })
  })

  it('keeps serving the published version while the partner edits a draft', async () => {
    const { body: page } = await create('builder-draft')
    const path = `${pages(demoId)}/${page.id}`
    await call(ctx, 'PUT', `${path}/publish`, { token: partner })
    const saved = await call<SitePageRecord>(ctx, 'PUT', path, {
      token: partner,
      body: input('builder-draft', [hero('Changed'), { type: 'widget', element: 'search' }]),
    })
    expect(saved.body).toMatchObject({ status: 1, has_draft: true })
    expect((await publicPage('builder-draft')).body.sections).toEqual([
      { type: 'hero', title: 'Welcome', subtitle: '', image: null },
    ])
    const editing = await call<SitePageRecord>(ctx, 'GET', path, { token: partner })
    expect(editing.body.sections).toHaveLength(2)
    await call(ctx, 'PUT', `${path}/publish`, { token: partner })
    const after = await publicPage('builder-draft')
    expect(after.body.sections.map((section) => section.type)).toEqual(['hero', 'widget'])
    expect(after.body.sections[0]).toMatchObject({ title: 'Changed' })
    await call(ctx, 'PUT', `${path}/unpublish`, { token: partner })
    expect((await publicPage('builder-draft')).status).toBe(404)
  })

  it('strips handlers and scripts from the partner’s HTML when it is saved', async () => {
    const html = '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>'
    const { body } = await create('builder-html', [{ type: 'rich-text', html: { en: html } }])
    const stored = body.sections[0]
    const saved = stored?.type === 'rich-text' ? (stored.html.en ?? '') : ''
    expect(saved).toContain('Hi')
    expect(saved).not.toMatch(/onclick|<script|<\/script>|javascript:/i)
  })

  it('refuses a slug another page of the site has, or a malformed one, on the slug field', async () => {
    await create('builder-clash')
    const clash = await create('builder-clash')
    expect(clash.status).toBe(400)
    expect(clash.body).toMatchObject({
      errors: [{ path: 'slug', message: 'Another page of this site has this slug' }],
    })
    const bad = await create('Not A Slug')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('"path":"slug"')
    // Another site may use the same slug.
    expect((await create('builder-clash', undefined, partner2, nordicId)).status).toBe(201)
  })

  it('answers 404 for another partner’s site and pages, as for missing ones', async () => {
    const { body: page } = await create('builder-private')
    expect((await call(ctx, 'GET', pages(demoId), { token: partner2 })).status).toBe(404)
    expect((await call(ctx, 'GET', `${pages(demoId)}/${page.id}`, { token: partner2 })).status).toBe(404)
    expect((await call(ctx, 'GET', `${pages(nordicId)}/${page.id}`, { token: partner2 })).status).toBe(404)
    const deleted = await call(ctx, 'DELETE', `${pages(demoId)}/${page.id}`, { token: partner2 })
    expect(deleted.status).toBe(404)
    expect((await call(ctx, 'DELETE', `${pages(demoId)}/${page.id}`, { token: partner })).status).toBe(204)
    expect((await call(ctx, 'GET', `${pages(demoId)}/${page.id}`, { token: partner })).status).toBe(404)
    const supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
    expect((await call(ctx, 'GET', pages(demoId), { token: supplier })).status).toBe(403)
  })
})

describe('a partner orders the menu of their site', () => {
  it('saves items in the order given, and guests see that order', async () => {
    const { body: page } = await create('builder-menu')
    await call(ctx, 'PUT', `${pages(demoId)}/${page.id}/publish`, { token: partner })
    const menu = `/core/v1/partner-sites/${demoId}/menu`
    const items: SiteMenuInput['items'] = [
      { title: { en: 'Search' }, page_slug: null, url: '/search' },
      { title: { en: 'Built' }, page_slug: 'builder-menu', url: null },
    ]
    const saved = await call<SiteMenuInput>(ctx, 'PUT', menu, { token: partner, body: { items } })
    expect(saved.body.items).toEqual(items)
    await call(ctx, 'PUT', menu, { token: partner, body: { items: [items[1], items[0]] } })
    const seen = await call<{ data: { title: string }[] }>(
      ctx,
      'GET',
      `/core/public/partner-sites/${demoId}/menu-items?url_prefix=/en`,
    )
    expect(seen.body.data.map((item) => item.title)).toEqual(['Built', 'Search'])
    expect((await call(ctx, 'GET', menu, { token: partner2 })).status).toBe(404)
    const bad = await call(ctx, 'PUT', menu, {
      token: partner,
      body: { items: [{ title: { en: 'Both' }, page_slug: 'x', url: '/x' }] },
    })
    expect(bad.status).toBe(400)
  })
})
