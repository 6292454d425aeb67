import { getCurrentUser, type AdminSession } from '@jaunt/api-client/admin'
import type { CurrentUser } from '@jaunt/domain'
import type { AuthProvider, UserIdentity } from 'react-admin'
import { ACCESS_DENIED_PATH } from '../access/gates'
import type { Impersonation } from './impersonation'

export interface CurrentUserIdentity extends UserIdentity {
  user: CurrentUser
}

export interface AuthProviderOptions {
  session: AdminSession
  impersonation: Impersonation
  /** The area's basename, e.g. `/en/npanel`: where the access-denied page lives. */
  basename: string
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}

/**
 * react-admin's auth provider over the admin session. The session refreshes and retries a 401
 * itself, so a 401 that reaches react-admin means the session is over; a 403 opens Access Denied.
 */
export function createAuthProvider({ session, impersonation, basename }: AuthProviderOptions): AuthProvider {
  return {
    async login({ email, password }: { email: string; password: string }) {
      await session.login({ email, password })
      // The login page loads the panel afresh, so no cache of a previous user survives.
      return { redirectTo: false }
    },
    async logout() {
      await impersonation.end()
      await session.logout()
    },
    async checkAuth() {
      // `message: false`: the login page says why when there is something to say.
      if (!session.hasSession()) throw { message: false }
    },
    async checkError(error: unknown) {
      const status = statusOf(error)
      if (status === 401) throw { message: false }
      if (status === 403)
        throw { redirectTo: `${basename}${ACCESS_DENIED_PATH}`, logoutUser: false, message: false }
    },
    async getIdentity(): Promise<CurrentUserIdentity> {
      const user = await getCurrentUser(session.client)
      return { id: user.id, fullName: user.name, avatar: user.profile_pic_url ?? undefined, user }
    },
  }
}
