import type { ContentTokenRecord, CreatedContentToken } from '@jaunt/domain'
import { CONTENT_TOKEN_MESSAGES } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, seededSiteId, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let demoId: number
let nordicId: number
let admin: string
beforeAll(async () => {
  ctx = await createTestContext()
  demoId = await seededSiteId(ctx, 'demo')
  nordicId = await seededSiteId(ctx, 'nordic')
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
})
afterAll(() => ctx.close())

const make = (siteId: number, name: string) =>
  call<CreatedContentToken>(ctx, 'POST', `/core/v1/partner-sites/token/${siteId}`, {
    token: admin,
    body: { name },
  })
const read = <T>(path: string, token: string, headers: Record<string, string> = {}) =>
  call<T>(ctx, 'GET', path, { headers: { Authorization: `Bearer ${token}`, ...headers } })

describe('content API tokens', () => {
  it('shows a new token once, keeps only its hash, and lists it without the token', async () => {
    const made = await make(demoId, 'Headless blog')
    expect(made.status).toBe(201)
    expect(made.body.token).toMatch(/^jct_[\w-]{43}$/)
    expect(made.body).toMatchObject({
      site_id: demoId,
      name: 'Headless blog',
      revoked_at: null,
      created_by_name: 'Ada Admin',
    })
    expect(made.body.token.startsWith(made.body.prefix)).toBe(true)

    const stored = await ctx.db
      .selectFrom('content_api_token')
      .selectAll()
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow()
    expect(stored.token_hash).not.toContain(made.body.token)
    expect(JSON.stringify(stored)).not.toContain(made.body.token.slice(12))

    const table = await call<{ data: ContentTokenRecord[]; total: number }>(
      ctx,
      'POST',
      '/core/v1/partner-sites/token/data-table',
      { token: admin, body: { site_id: demoId, search: 'headless' } },
    )
    expect(table.status).toBe(200)
    expect(table.body.data.map((token) => token.id)).toContain(made.body.id)
    expect(JSON.stringify(table.body)).not.toContain(made.body.token)
  })

  it('reads the token’s own site only, until the token is revoked', async () => {
    const { body: made } = await make(demoId, 'Mobile app')
    const pages = await read<{ data: { slug: string }[] }>('/content/v1/pages', made.token)
    expect(pages.status).toBe(200)
    expect(pages.body.data.length).toBeGreaterThan(0)
    const first = pages.body.data[0]!.slug
    const page = await read<{ slug: string }>(`/content/v1/pages/${first}`, made.token, {
      'APP-LOCALE': 'de',
    })
    expect(page.status).toBe(200)
    expect(page.body.slug).toBe(first)

    const products = await read<{ data: { id: number }[]; total: number }>('/content/v1/products', made.token)
    expect(products.status).toBe(200)
    const sold = await ctx.db
      .selectFrom('site_catalogue')
      .select('service_id')
      .where('site_id', '=', demoId)
      .execute()
    const soldIds = new Set(sold.map((row) => row.service_id))
    expect(products.body.total).toBeGreaterThan(0)
    for (const product of products.body.data) expect(soldIds.has(product.id)).toBe(true)

    const nordic = await make(nordicId, 'Nordic feed')
    const nordicPages = await read<{ data: { slug: string }[] }>('/content/v1/pages', nordic.body.token)
    expect(nordicPages.body).not.toEqual(pages.body)

    const revoked = await call<ContentTokenRecord>(ctx, 'DELETE', `/core/v1/partner-sites/token/${made.id}`, {
      token: admin,
    })
    expect(revoked.status).toBe(200)
    expect(revoked.body.revoked_at).not.toBeNull()
    const refused = await read<{ message: string }>('/content/v1/pages', made.token)
    expect(refused.status).toBe(401)
    expect(refused.body.message).toBe(CONTENT_TOKEN_MESSAGES.tokenRefused)
  })

  it('refuses an oversized product search naming the field, and ignores what it does not take', async () => {
    const { body: made } = await make(demoId, 'Bad input')
    const products = (query: string) =>
      read<{ message: string; limit: number }>(`/content/v1/products?${query}`, made.token)
    const long = await products(`query=${'x'.repeat(10_240)}`)
    expect(long.status).toBe(400)
    expect(long.body.message).toMatch(/^query: /)
    const deep = await products('page=1000000000')
    expect(deep.status).toBe(400)
    expect(deep.body.message).toMatch(/^page: /)
    const unasked = await products('limit=1000000&sort=secret')
    expect(unasked.status).toBe(200)
    expect(unasked.body.limit).toBe(12)
  })

  it('refuses calls without a token, with a made-up one, and token admin to anyone but admins', async () => {
    expect((await call(ctx, 'GET', '/content/v1/menu')).status).toBe(401)
    expect((await read('/content/v1/menu', 'jct_madeup')).status).toBe(401)
    const partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
    expect(
      (
        await call(ctx, 'POST', `/core/v1/partner-sites/token/${demoId}`, {
          token: partner,
          body: { name: 'Mine' },
        })
      ).status,
    ).toBe(403)
    expect(
      (await call(ctx, 'POST', '/core/v1/partner-sites/token/data-table', { token: partner, body: {} }))
        .status,
    ).toBe(403)
    const nameless = await call<{ errors: { path: string; message: string }[] }>(
      ctx,
      'POST',
      `/core/v1/partner-sites/token/${demoId}`,
      { token: admin, body: { name: ' ' } },
    )
    expect(nameless.status).toBe(400)
    expect(nameless.body.errors).toEqual([{ path: 'name', message: CONTENT_TOKEN_MESSAGES.nameRequired }])
    expect((await make(999_999, 'Nowhere')).status).toBe(404)
  })
})
