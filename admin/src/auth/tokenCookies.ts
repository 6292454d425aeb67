import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, TOKEN_COOKIE_MAX_AGE_HOURS } from '@jaunt/domain'
import type { TokenStore } from '@jaunt/api-client/admin'

/** Reads and writes the page's cookies; a test gives its own document. */
export interface CookieJar {
  get(name: string): string | null
  /** Sets a cookie for `maxAgeSeconds`, by default the token lifetime (one day). */
  set(name: string, value: string, maxAgeSeconds?: number): void
  remove(name: string): void
}

const TOKEN_MAX_AGE_SECONDS = TOKEN_COOKIE_MAX_AGE_HOURS * 60 * 60

/**
 * The spec's token cookies: path `/`, one day, SameSite=Strict, and Secure. Secure is left off only
 * where the browser would drop a Secure cookie (plain http to a host other than localhost), so a
 * back office opened over a LAN address still works in development.
 */
export function documentCookies(doc: Document = document): CookieJar {
  const secure = doc.defaultView?.isSecureContext === false ? '' : '; Secure'
  const attributes = `; Path=/; SameSite=Strict${secure}`
  return {
    get(name) {
      for (const pair of doc.cookie.split(';')) {
        const [key, ...rest] = pair.trim().split('=')
        // An empty value is a cookie being removed (some engines keep it until the page reloads).
        if (key === name) return rest.join('=') ? decodeURIComponent(rest.join('=')) : null
      }
      return null
    },
    set(name, value, maxAgeSeconds = TOKEN_MAX_AGE_SECONDS) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}${attributes}`
    },
    remove(name) {
      doc.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes}`
    },
  }
}

export interface TokenCookieNames {
  access: string
  refresh: string
}

export const SESSION_COOKIES: TokenCookieNames = {
  access: ACCESS_TOKEN_COOKIE,
  refresh: REFRESH_TOKEN_COOKIE,
}

/** A TokenStore over two cookies; by default the spec's `nlab_token` and `nlab_refresh_token`. */
export function createCookieTokenStore(
  jar: CookieJar,
  names: TokenCookieNames = SESSION_COOKIES,
): TokenStore {
  return {
    getAccessToken: () => jar.get(names.access),
    getRefreshToken: () => jar.get(names.refresh),
    setTokens: ({ access_token, refresh_token }) => {
      jar.set(names.access, access_token)
      jar.set(names.refresh, refresh_token)
    },
    clear: () => {
      jar.remove(names.access)
      jar.remove(names.refresh)
    },
  }
}
