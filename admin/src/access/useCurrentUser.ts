import type { CurrentUser } from '@jaunt/domain'
import { useGetIdentity } from 'react-admin'
import type { CurrentUserIdentity } from '../auth/authProvider'

/** The logged-in user, from react-admin's identity (GET /core/v1/current/user, cached). */
export function useCurrentUser() {
  const { identity, isPending, error, refetch } = useGetIdentity()
  const user: CurrentUser | null = (identity as CurrentUserIdentity | undefined)?.user ?? null
  return { user, isPending, error: error as (Error & { status?: number }) | null, refetch }
}

/** The logged-in user inside the gated layout, where it is always there. */
export function useUser(): CurrentUser {
  const { user } = useCurrentUser()
  if (!user) throw new Error('useUser is for pages behind the SessionGate')
  return user
}
