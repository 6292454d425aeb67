import {
  APP_LOCALE_HEADER,
  MESSAGES,
  tokenPairSchema,
  type Locale,
  type LoginBody,
  type TokenPair,
} from '@jaunt/domain'
import { createHttpClient, type HttpClient } from '../http'
import { createApiClient, type ApiClient } from '../typed/apiClient'
import type { TokenRenewal } from '../typed/sessionMiddleware'
import type { TokenStore } from './tokens'
import { withFieldErrorMap } from './wireErrors'

export const AUTH_PATHS = {
  login: '/nauth/npanel/login',
  refresh: '/nauth/npanel/refresh_token',
  logout: '/nauth/npanel/logout',
} as const

export interface AdminSessionOptions {
  /** The API's origin, e.g. `http://127.0.0.1:8080`, or '' for the page's own; calls add their bases. */
  apiBase: string
  /** Sent as APP-LOCALE on every call. */
  getLocale: () => Locale
  tokens: TokenStore
  /** Called once each time the session ends because the refresh failed (tokens already cleared). */
  onSessionExpired?: () => void
  fetch?: typeof fetch
}

export interface AdminSession {
  /** The back office's client: bearer token, APP-LOCALE, and one refresh-and-retry on a 401. */
  readonly client: HttpClient
  /** The typed client with the same behaviour, through openapi-fetch middleware (also `client.api`). */
  readonly api: ApiClient
  /** The same behaviour as a fetch, for other HTTP libraries (react-admin's data provider). */
  readonly fetch: typeof fetch
  readonly tokens: TokenStore
  /** Logs in with email and password and keeps the tokens; rejects with the server's ApiError. */
  login(credentials: LoginBody): Promise<TokenPair>
  /** Revokes the refresh token on the server (best effort) and forgets both tokens. */
  logout(): Promise<void>
  /** Whether there is a session to try (an access or a refresh token). */
  hasSession(): boolean
}

/** What a call answers when the session could not be renewed: the spec's session-expired error. */
function sessionExpiredResponse(): Response {
  return new Response(JSON.stringify({ message: MESSAGES.sessionExpired }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  })
}

export function createAdminSession(options: AdminSessionOptions): AdminSession {
  const { apiBase, getLocale, tokens, onSessionExpired } = options
  const baseFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init)
  // Login, refresh and logout go without a bearer token and never trigger a refresh themselves.
  const authClient = createHttpClient({
    baseUrl: apiBase,
    getLocale,
    fetch: async (input, init) => withFieldErrorMap(await baseFetch(input, init)),
  })

  let renewal: Promise<string | null> | null = null

  async function renew(): Promise<string | null> {
    const refreshToken = tokens.getRefreshToken()
    try {
      if (!refreshToken) throw new Error(MESSAGES.noTokenFound)
      const answer = await authClient.post(AUTH_PATHS.refresh, { refresh_token: refreshToken })
      // The spec: a refresh must return both tokens, else "No Token found!".
      const pair = tokenPairSchema.safeParse(answer)
      if (!pair.success) throw new Error(MESSAGES.noTokenFound)
      tokens.setTokens(pair.data)
      return pair.data.access_token
    } catch {
      tokens.clear()
      onSessionExpired?.()
      return null
    }
  }

  /** A fresh access token after `stale` was refused; every caller refused at once shares one refresh. */
  function renewAfter(stale: string | null): Promise<string | null> {
    const current = tokens.getAccessToken()
    // Another request already renewed the token while this one was on its way.
    if (current && current !== stale && !renewal) return Promise.resolve(current)
    renewal ??= renew().finally(() => {
      renewal = null
    })
    return renewal
  }

  const authorizedFetch: typeof fetch = async (input, init = {}) => {
    const send = async (token: string | null) => {
      const headers = new Headers(init.headers)
      if (!headers.has(APP_LOCALE_HEADER)) headers.set(APP_LOCALE_HEADER, getLocale())
      if (token) headers.set('Authorization', `Bearer ${token}`)
      else headers.delete('Authorization')
      return withFieldErrorMap(await baseFetch(input, { ...init, headers }))
    }
    if (renewal) await renewal
    const sent = tokens.getAccessToken()
    const response = await send(sent)
    if (response.status !== 401) return response
    // A visitor without any session gets the 401 as it is; login is the answer, not a refresh.
    if (!sent && !tokens.getRefreshToken()) return response
    const fresh = await renewAfter(sent)
    if (!fresh) return sessionExpiredResponse()
    return send(fresh)
  }

  // Both clients share one renewal: a 401 on either waits for, or starts, the same refresh.
  const sharedRenewal: TokenRenewal = {
    settled: () => renewal ?? Promise.resolve(null),
    canRenew: (sent) => Boolean(sent || tokens.getRefreshToken()),
    renewAfter,
    expired: sessionExpiredResponse,
  }
  const api = createApiClient({
    baseUrl: apiBase,
    getLocale,
    getToken: () => tokens.getAccessToken(),
    renewal: sharedRenewal,
    fetch: baseFetch,
  })
  const client: HttpClient = {
    ...createHttpClient({ baseUrl: apiBase, getLocale, fetch: authorizedFetch }),
    api,
  }

  return {
    client,
    api,
    fetch: authorizedFetch,
    tokens,
    async login(credentials) {
      const pair = await authClient.post(AUTH_PATHS.login, credentials, { parse: tokenPairSchema.parse })
      tokens.setTokens(pair)
      return pair
    },
    async logout() {
      const refreshToken = tokens.getRefreshToken()
      tokens.clear()
      if (!refreshToken) return
      // The user is logged out here whatever the server answers; a dead session needs no revoking.
      await authClient.post(AUTH_PATHS.logout, { refresh_token: refreshToken }).catch(() => undefined)
    },
    hasSession: () => Boolean(tokens.getAccessToken() || tokens.getRefreshToken()),
  }
}
