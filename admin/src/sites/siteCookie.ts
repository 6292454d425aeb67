import { SITE_ID_COOKIE } from '@jaunt/domain'
import type { CookieJar } from '../auth/tokenCookies'

// The partner's choice outlives a session: a year, like the locale cookie's.
const SITE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export function readSiteCookie(jar: CookieJar): number | null {
  const value = jar.get(SITE_ID_COOKIE)
  if (value === null || !/^-?\d+$/.test(value)) return null
  return Number(value)
}

export function writeSiteCookie(jar: CookieJar, siteId: number): void {
  jar.set(SITE_ID_COOKIE, String(siteId), SITE_COOKIE_MAX_AGE_SECONDS)
}
