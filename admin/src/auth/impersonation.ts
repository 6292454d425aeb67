import { AUTH_PATHS, type AdminSession, type TokenStore } from '@jaunt/api-client/admin'
import type { TokenPair } from '@jaunt/domain'
import { createCookieTokenStore, type CookieJar } from './tokenCookies'

/** While an admin acts as another user, the admin's own session waits in these cookies. */
export const ADMIN_SESSION_COOKIES = { access: 'nlab_admin_token', refresh: 'nlab_admin_refresh_token' }

export interface Impersonation {
  /** Whether the current session is an admin's log-in-as session. */
  isActive(): boolean
  /** Keeps the admin's tokens aside and makes the other user's tokens the session's. */
  start(pair: TokenPair): void
  /** Ends the other user's session (revoked on the server) and gives the admin theirs back. */
  returnToAdmin(): Promise<void>
  /** Forgets the admin's waiting session too, revoking it (used by Logout). */
  end(): Promise<void>
}

export function createImpersonation(session: AdminSession, jar: CookieJar): Impersonation {
  const saved: TokenStore = createCookieTokenStore(jar, ADMIN_SESSION_COOKIES)
  const savedPair = (): TokenPair | null => {
    const access_token = saved.getAccessToken()
    const refresh_token = saved.getRefreshToken()
    return access_token && refresh_token ? { access_token, refresh_token } : null
  }
  return {
    isActive: () => savedPair() !== null,
    start(pair) {
      const access_token = session.tokens.getAccessToken()
      const refresh_token = session.tokens.getRefreshToken()
      if (access_token && refresh_token && !savedPair()) saved.setTokens({ access_token, refresh_token })
      session.tokens.setTokens(pair)
    },
    async returnToAdmin() {
      const admin = savedPair()
      await session.logout()
      saved.clear()
      if (admin) session.tokens.setTokens(admin)
    },
    async end() {
      const admin = savedPair()
      saved.clear()
      // One Logout ends both sessions: the visible one (by the caller) and the admin's waiting one.
      if (admin) {
        await session.client
          .post(AUTH_PATHS.logout, { refresh_token: admin.refresh_token })
          .catch(() => undefined)
      }
    },
  }
}
