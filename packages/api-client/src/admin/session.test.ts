import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, NO_RESPONSE_STATUS } from '../errors'
import { createApiClient, dataOf } from '../typed/apiClient'
import { createAdminSession } from './session'
import { createMemoryTokenStore } from './tokens'

/**
 * A stand-in for the auth server: access tokens `a{n}` and refresh tokens `r{n}` of generation n;
 * only the newest generation is valid, a refresh answers the next one after `refreshDelayMs`, and a
 * spent refresh token is refused (rotation), as the real server does.
 */
let server: Server
let origin = ''
let generation = 1
let refreshCalls = 0
let refreshDelayMs = 30
let refreshAnswer: 'pair' | 'no-tokens' | 'refuse' = 'pair'
const seen: { url: string; authorization?: string; locale?: string }[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, string>)
        : {}
      const json = (status: number, answer: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(answer))
      }
      seen.push({
        url: req.url ?? '',
        authorization: req.headers.authorization,
        locale: req.headers['app-locale'] as string | undefined,
      })
      if (req.url === '/nauth/npanel/login') {
        if (body.password !== 'Demo-pass-1') return json(401, { message: 'Invalid email or password' })
        return json(200, { access_token: `a${generation}`, refresh_token: `r${generation}` })
      }
      if (req.url === '/nauth/npanel/logout') return json(200, { message: 'Logged out' })
      if (req.url === '/nauth/npanel/refresh_token') {
        refreshCalls += 1
        setTimeout(() => {
          if (refreshAnswer === 'refuse' || body.refresh_token !== `r${generation}`)
            return json(401, { message: 'Unauthenticated' })
          if (refreshAnswer === 'no-tokens') return json(200, { access_token: '' })
          generation += 1
          json(200, { access_token: `a${generation}`, refresh_token: `r${generation}` })
        }, refreshDelayMs)
        return
      }
      if (req.url === '/core/v1/user/password') {
        return json(400, {
          message: 'current_password: The current password is not correct',
          errors: [{ path: 'current_password', message: 'The current password is not correct' }],
        })
      }
      if (req.headers.authorization !== `Bearer a${generation}`)
        return json(401, { message: 'Unauthenticated' })
      json(200, { url: req.url })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  generation = 1
  refreshCalls = 0
  refreshDelayMs = 30
  refreshAnswer = 'pair'
  seen.length = 0
})

function session(initial?: { access_token: string; refresh_token: string }) {
  let expired = 0
  const tokens = createMemoryTokenStore(initial)
  const admin = createAdminSession({
    apiBase: origin,
    getLocale: () => 'nl',
    tokens,
    onSessionExpired: () => (expired += 1),
  })
  return { admin, tokens, expired: () => expired }
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('the admin session', () => {
  it('logs in, keeps both tokens and sends the bearer token and APP-LOCALE', async () => {
    const { admin, tokens } = session()
    await admin.login({ email: 'partner@jaunt.test', password: 'Demo-pass-1' })
    expect(tokens.getAccessToken()).toBe('a1')
    expect(tokens.getRefreshToken()).toBe('r1')

    await expect(admin.client.get('/core/v1/current/user')).resolves.toEqual({ url: '/core/v1/current/user' })
    expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer a1', locale: 'nl' })
  })

  it("gives the server's message when the login is refused, and keeps no token", async () => {
    const { admin, tokens } = session()
    const error = await errorOf(admin.login({ email: 'partner@jaunt.test', password: 'wrong' }))
    expect(error.status).toBe(401)
    expect(error.message).toBe('Invalid email or password')
    expect(tokens.getAccessToken()).toBeNull()
    expect(refreshCalls).toBe(0)
  })

  it('refreshes an expired access token once and retries the request with the new one', async () => {
    // a0 has expired; r1 is the server's current refresh token.
    const { admin, tokens } = session({ access_token: 'a0', refresh_token: 'r1' })
    await expect(admin.client.get('/core/v1/partner-sites')).resolves.toEqual({
      url: '/core/v1/partner-sites',
    })
    expect(refreshCalls).toBe(1)
    expect(tokens.getAccessToken()).toBe('a2')
    expect(tokens.getRefreshToken()).toBe('r2')
    expect(seen.filter((r) => r.url === '/core/v1/partner-sites').map((r) => r.authorization)).toEqual([
      'Bearer a0',
      'Bearer a2',
    ])
  })

  it('shares one refresh between concurrent requests refused at the same time', async () => {
    refreshDelayMs = 80
    const { admin, tokens } = session({ access_token: 'a0', refresh_token: 'r1' })
    const answers = await Promise.all([
      admin.client.get('/core/v1/current/user'),
      admin.client.get('/core/v1/partner-sites'),
      admin.client.get('/core/v1/dashboard/summary'),
      admin.fetch(`${origin}/core/v1/admin/users`).then((response) => response.json()),
    ])
    expect(answers).toHaveLength(4)
    // One refresh: a second one would present the spent r1 and be refused (rotation).
    expect(refreshCalls).toBe(1)
    expect(tokens.getAccessToken()).toBe('a2')
  })

  it('sends a request made during a refresh with the renewed token, without a second refresh', async () => {
    refreshDelayMs = 80
    const { admin } = session({ access_token: 'a0', refresh_token: 'r1' })
    const first = admin.client.get('/core/v1/current/user')
    await new Promise((resolve) => setTimeout(resolve, 40)) // the refresh is under way now
    await admin.client.get('/core/v1/partner-sites')
    await first
    expect(refreshCalls).toBe(1)
    expect(seen.filter((r) => r.url === '/core/v1/partner-sites').map((r) => r.authorization)).toEqual([
      'Bearer a2',
    ])
  })

  it.each([
    ['the refresh is refused', 'refuse' as const],
    ['the refresh answers no tokens', 'no-tokens' as const],
  ])('clears both tokens and raises the session-expired error when %s', async (_case, answer) => {
    refreshAnswer = answer
    const { admin, tokens, expired } = session({ access_token: 'a0', refresh_token: 'r1' })
    const [one, two] = await Promise.all([
      errorOf(admin.client.get('/core/v1/current/user')),
      errorOf(admin.client.get('/core/v1/partner-sites')),
    ])
    for (const error of [one, two]) {
      expect(error.status).toBe(401)
      expect(error.message).toBe(
        "You've been logged out due to session time out. Kindly log back in for continued access.",
      )
    }
    expect(tokens.getAccessToken()).toBeNull()
    expect(tokens.getRefreshToken()).toBeNull()
    expect(expired()).toBe(1)
    expect(admin.hasSession()).toBe(false)
  })

  it('answers a 401 as it is to a visitor who has no session at all', async () => {
    const { admin, expired } = session()
    const error = await errorOf(admin.client.get('/core/v1/current/user'))
    expect(error.message).toBe('Unauthenticated')
    expect(refreshCalls).toBe(0)
    expect(expired()).toBe(0)
  })

  it('revokes the refresh token on logout and forgets both tokens', async () => {
    const { admin, tokens } = session({ access_token: 'a1', refresh_token: 'r1' })
    await admin.logout()
    expect(seen.at(-1)?.url).toBe('/nauth/npanel/logout')
    expect(tokens.getRefreshToken()).toBeNull()
    expect(tokens.getAccessToken()).toBeNull()
  })

  it("carries the server's field errors by field name", async () => {
    const { admin } = session({ access_token: 'a1', refresh_token: 'r1' })
    const error = await errorOf(admin.client.put('/core/v1/user/password', { current_password: 'x' }))
    expect(error.status).toBe(400)
    expect(error.errors).toEqual({ current_password: ['The current password is not correct'] })
  })
})

describe("the admin session's typed client", () => {
  it('sends the bearer token and APP-LOCALE on a typed call', async () => {
    const { admin } = session({ access_token: 'a1', refresh_token: 'r1' })
    const answer = await dataOf(admin.api.GET('/core/v1/current/user'))
    expect(answer).toEqual({ url: '/core/v1/current/user' })
    expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer a1', locale: 'nl' })
  })

  it('refreshes once and retries, sharing the refresh with the untyped client', async () => {
    refreshDelayMs = 80
    const { admin, tokens } = session({ access_token: 'a0', refresh_token: 'r1' })
    await Promise.all([
      dataOf(admin.api.GET('/core/v1/partner-sites', { params: { query: { item_per_page: -1 } } })),
      dataOf(admin.api.GET('/core/v1/dashboard/summary')),
      admin.client.get('/core/v1/current/user'),
    ])
    expect(refreshCalls).toBe(1)
    expect(tokens.getAccessToken()).toBe('a2')
    expect(
      seen.filter((r) => r.url.startsWith('/core/v1/partner-sites')).map((r) => r.authorization),
    ).toEqual(['Bearer a0', 'Bearer a2'])
  })

  it('raises the session-expired error when the refresh is refused', async () => {
    refreshAnswer = 'refuse'
    const { admin, tokens, expired } = session({ access_token: 'a0', refresh_token: 'r1' })
    const error = await errorOf(dataOf(admin.api.GET('/core/v1/current/user')))
    expect(error.status).toBe(401)
    expect(error.message).toBe(
      "You've been logged out due to session time out. Kindly log back in for continued access.",
    )
    expect(tokens.getRefreshToken()).toBeNull()
    expect(expired()).toBe(1)
  })

  it("carries the server's message and field errors from the catalogue", async () => {
    const { admin } = session({ access_token: 'a1', refresh_token: 'r1' })
    const error = await errorOf(
      dataOf(
        admin.api.PUT('/core/v1/user/password', {
          body: { current_password: 'x', new_password: 'Abcdefg1' },
        }),
      ),
    )
    expect(error.status).toBe(400)
    expect(error.message).toBe('current_password: The current password is not correct')
    expect(error.errors).toEqual({ current_password: ['The current password is not correct'] })
  })

  it('raises the no-response error when the server cannot be reached', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9', getLocale: () => 'en' })
    const error = await errorOf(dataOf(api.GET('/api/health')))
    expect(error.status).toBe(NO_RESPONSE_STATUS)
  })
})
