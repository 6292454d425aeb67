import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestContext, seededSiteId, type TestContext } from '../test/test-app.js'

let ctx: TestContext
let demoId: number
beforeAll(async () => {
  ctx = await createTestContext()
  demoId = await seededSiteId(ctx, 'demo')
})
afterAll(() => ctx.close())
afterEach(() => vi.useRealTimers())

const origin = 'https://www.harbour-inn.example'
const list = (origins: string[]) =>
  ctx.db.updateTable('partner_site').set({ allowed_origins: origins }).where('id', '=', demoId).execute()
const callFrom = async (from: string) =>
  (await ctx.app.request(`/core/public/partner-sites/${demoId}`, { headers: { Origin: from } })).headers.get(
    'Access-Control-Allow-Origin',
  )
const preflightFrom = async (from: string) =>
  (
    await ctx.app.request(`/core/public/partner-sites/${demoId}`, {
      method: 'OPTIONS',
      headers: { Origin: from, 'Access-Control-Request-Method': 'GET' },
    })
  ).headers.get('Access-Control-Allow-Origin')

describe('the origins a partner lists, as the widget’s calls meet them', () => {
  it('answers an origin the moment it is listed, though it was refused a call before', async () => {
    expect(await callFrom(origin)).toBeNull()
    await list([origin])
    expect(await callFrom(origin)).toBe(origin)
    expect(await preflightFrom(origin)).toBe(origin)
  })

  it('refuses a removed origin’s preflight at once, and its calls within a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await list([origin])
    expect(await callFrom(origin)).toBe(origin)
    await list([])
    expect(await preflightFrom(origin)).toBeNull()
    // A browser that passed its preflight before the removal may read answers for up to a minute.
    expect(await callFrom(origin)).toBe(origin)
    vi.setSystemTime(Date.now() + 61_000)
    expect(await callFrom(origin)).toBeNull()
  })

  it('keeps another site’s calls from an origin apart: a site’s own calls ask for that site', async () => {
    await list([origin])
    const nordicId = await seededSiteId(ctx, 'nordic')
    const answer = await ctx.app.request(`/core/public/partner-sites/${nordicId}?site_id=${nordicId}`, {
      headers: { Origin: origin },
    })
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect(await callFrom(origin)).toBe(origin)
  })
})
