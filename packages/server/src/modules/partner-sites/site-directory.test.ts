import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const token = async (email: string) => (await loginAs(ctx, email)).access_token
const newSite = async (subDomain: string) => {
  const created = await call(ctx, 'POST', '/core/v1/partner-sites', {
    token: await token('both@jaunt.test'),
    body: {
      name: `Directory ${subDomain}`,
      company_name: 'Bo Both GmbH',
      sub_domain: subDomain,
      domain: null,
      language: { enabled_language: ['en'], primary_language: 'en' },
    },
  })
  expect(created.status).toBe(201)
  return created.body.id as number
}
type List = {
  data: { id: number; status: number; approval_status: number; owner_name: string }[]
  total: number
}

describe("the admin's list of partner sites", () => {
  it('lists every site with its owner, searched and filtered by approval status', async () => {
    const id = await newSite('directory-dunes')
    const admin = await token('admin@jaunt.test')
    const found = await call<List>(ctx, 'GET', '/core/v1/admin/partner-site-list?q=DIRECTORY-dunes', {
      token: admin,
    })
    expect(found.status).toBe(200)
    expect(found.body.total).toBe(1)
    expect(found.body.data[0]).toMatchObject({ id, approval_status: 1, owner_email: 'both@jaunt.test' })
    const byOwner = await call<List>(ctx, 'GET', '/core/v1/admin/partner-site-list?q=both@jaunt', {
      token: admin,
    })
    expect(byOwner.body.data.map((site) => site.id)).toContain(id)
    const active = await call<List>(
      ctx,
      'GET',
      '/core/v1/admin/partner-site-list?approval_status=2&item_per_page=100',
      {
        token: admin,
      },
    )
    expect(active.body.data.map((site) => site.id)).not.toContain(id)
    expect(active.body.data.every((site) => site.approval_status === 2)).toBe(true)
    const all = await call<List>(ctx, 'GET', '/core/v1/admin/partner-site-list?item_per_page=1&page=2', {
      token: admin,
    })
    expect(all.body.data).toHaveLength(1)
    expect(all.body.total).toBeGreaterThan(1)
  })

  it('refuses a bad status filter with a 400 naming it, and partners altogether', async () => {
    const admin = await token('admin@jaunt.test')
    const bad = await call<{ errors: { path: string }[] }>(
      ctx,
      'GET',
      '/core/v1/admin/partner-site-list?approval_status=9',
      { token: admin },
    )
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]!.path).toBe('approval_status')
    const partner = await call(ctx, 'GET', '/core/v1/admin/partner-site-list', {
      token: await token('both@jaunt.test'),
    })
    expect(partner.status).toBe(403)
    const one = await call(ctx, 'GET', '/core/v1/admin/partner-sites/1', {
      token: await token('both@jaunt.test'),
    })
    expect(one.status).toBe(403)
  })

  it('deactivates an approved site, which goes off line, and activates it again', async () => {
    const id = await newSite('directory-switch')
    const admin = await token('admin@jaunt.test')
    const early = await call(ctx, 'PUT', `/core/v1/admin/partner-sites/${id}/deactivate`, { token: admin })
    expect(early.status).toBe(409)
    await call(ctx, 'PUT', `/core/v1/admin/partner-sites/${id}/approve`, { token: admin })
    expect((await call(ctx, 'GET', '/core/public/partner-sites?url=directory-switch.localhost')).status).toBe(
      200,
    )
    const off = await call(ctx, 'PUT', `/core/v1/admin/partner-sites/${id}/deactivate`, { token: admin })
    expect(off.body).toMatchObject({ id, status: 2, approval_status: 2 })
    expect((await call(ctx, 'GET', '/core/public/partner-sites?url=directory-switch.localhost')).status).toBe(
      404,
    )
    const on = await call(ctx, 'PUT', `/core/v1/admin/partner-sites/${id}/activate`, { token: admin })
    expect(on.body).toMatchObject({ id, status: 1 })
    const shown = await call(ctx, 'GET', `/core/v1/admin/partner-sites/${id}`, { token: admin })
    expect(shown.body).toMatchObject({ id, status: 1, owner_email: 'both@jaunt.test' })
    expect((await call(ctx, 'GET', '/core/v1/admin/partner-sites/999999', { token: admin })).status).toBe(404)
  })
})
