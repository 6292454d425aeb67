import { createAdminSession, createMemoryTokenStore } from '@jaunt/api-client/admin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeApi, type FakeApi } from '../test/fakeApi'
import { PARTNER } from '../test/users'
import { createAuthProvider } from './authProvider'
import { createImpersonation } from './impersonation'
import type { CookieJar } from './tokenCookies'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())

function memoryJar(): CookieJar {
  const values = new Map<string, string>()
  return {
    get: (name) => values.get(name) ?? null,
    set: (name, value) => values.set(name, value),
    remove: (name) => values.delete(name),
  }
}

function provider(tokens = createMemoryTokenStore()) {
  const session = createAdminSession({ apiBase: api.origin, getLocale: () => 'en', tokens })
  const authProvider = createAuthProvider({
    session,
    impersonation: createImpersonation(session, memoryJar()),
    basename: '/en/npanel',
  })
  return { authProvider, session, tokens }
}

describe('the auth provider', () => {
  it('passes checkAuth with a session and fails it quietly without one', async () => {
    await expect(provider().authProvider.checkAuth({})).rejects.toEqual({ message: false })
    const { authProvider } = provider(createMemoryTokenStore(api.sessionOf(PARTNER)))
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined()
  })

  it('logs out on a 401, opens Access Denied on a 403 without logging out, and ignores the rest', async () => {
    const { authProvider } = provider()
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ message: false })
    await expect(authProvider.checkError({ status: 403 })).rejects.toEqual({
      redirectTo: '/en/npanel/403',
      logoutUser: false,
      message: false,
    })
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined()
    await expect(authProvider.checkError(new Error('offline'))).resolves.toBeUndefined()
  })

  it('gives the current user as the identity, refreshing an expired token first', async () => {
    const { authProvider, tokens } = provider(createMemoryTokenStore(api.sessionOf(PARTNER)))
    api.expireAccessTokens()
    const identity = await authProvider.getIdentity?.()
    expect(identity).toMatchObject({
      id: PARTNER.id,
      fullName: 'Paula Partner',
      user: { email: { email: 'partner@jaunt.test' } },
    })
    expect(tokens.getAccessToken()).toMatch(/^at-2-/)
  })

  it('logs in with the server, and logout revokes the refresh token', async () => {
    const { authProvider, tokens } = provider()
    await authProvider.login({ email: 'partner@jaunt.test', password: 'Demo-pass-1' })
    const refresh = tokens.getRefreshToken()
    expect(refresh).toMatch(/^rt-2-/)
    await authProvider.logout({})
    expect(tokens.getRefreshToken()).toBeNull()
    expect(api.received.at(-1)?.url).toBe('/nauth/npanel/logout')
    // The revoked token no longer refreshes.
    const again = provider(createMemoryTokenStore({ access_token: 'x', refresh_token: refresh ?? '' }))
    await expect(again.authProvider.getIdentity?.()).rejects.toMatchObject({ status: 401 })
  })
})
