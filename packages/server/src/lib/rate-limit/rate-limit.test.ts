import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'
import { TOO_MANY_REQUESTS } from './too-many-requests.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_SEARCH_PER_MINUTE: '3',
    RATE_LIMIT_LOGIN_PER_MINUTE: '2',
    TRUSTED_PROXIES: '10.0.0.2',
  })
})
afterAll(() => ctx.close())
afterEach(() => vi.useRealTimers())

const search = (from: string, headers: Record<string, string> = {}) =>
  call(ctx, 'POST', '/core/public/catalog', { body: { query: 'fjord' }, from, headers })

describe('rate limits per client address', () => {
  it('answers 429 with Retry-After and a translated message, then lets the client in again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T10:00:00Z') })
    for (let i = 0; i < 3; i++) expect((await search('203.0.113.1')).status).toBe(200)
    const refused = await search('203.0.113.1', { 'APP-LOCALE': 'de' })
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ message: TOO_MANY_REQUESTS.de })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
    // Another guest is not held back by the first one's searches.
    expect((await search('203.0.113.9')).status).toBe(200)

    vi.setSystemTime(new Date('2030-01-01T10:01:01Z'))
    expect((await search('203.0.113.1')).status).toBe(200)
  })

  it('limits back-office logins per address, whatever the account', async () => {
    const login = (email: string) =>
      call(ctx, 'POST', '/nauth/npanel/login', {
        body: { email, password: 'wrong-guess-1' },
        from: '203.0.113.20',
      })
    expect((await login('admin@jaunt.test')).status).toBe(401)
    expect((await login('partner@jaunt.test')).status).toBe(401)
    const refused = await login('supplier@jaunt.test')
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(TOO_MANY_REQUESTS.en)
  })
})

describe('the client address behind a trusted proxy', () => {
  it('counts each forwarded client on its own', async () => {
    const viaProxy = (client: string) => search('10.0.0.2', { 'X-Forwarded-For': client })
    for (let i = 0; i < 3; i++) expect((await viaProxy('198.51.100.1')).status).toBe(200)
    expect((await viaProxy('198.51.100.1')).status).toBe(429)
    expect((await viaProxy('198.51.100.2')).status).toBe(200)
  })

  it('ignores X-Forwarded-For from anyone else, so a client cannot pick a fresh address', async () => {
    const spoofed = (claimed: string) => search('203.0.113.50', { 'X-Forwarded-For': claimed })
    for (let i = 0; i < 3; i++) expect((await spoofed(`192.0.2.${i}`)).status).toBe(200)
    expect((await spoofed('192.0.2.99')).status).toBe(429)
  })
})
