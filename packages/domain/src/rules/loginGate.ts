import { UserRole } from '../enums/userRole'

export interface LoginGateUser {
  can_login: boolean
  first_time_login: boolean
  terms_and_condition_accepted: boolean
  is_sub_user: boolean
  role_id: readonly number[]
}

export type LoginGate = 'login' | 'login-clear-cookies' | 'change-password' | 'accept-terms' | 'ok'

/** Where a panel user must go before the panel opens; the gates are checked in this order. */
export function loginGate(user: LoginGateUser | null | undefined): LoginGate {
  if (!user) return 'login'
  if (!user.can_login) return 'login-clear-cookies'
  if (user.first_time_login) return 'change-password'
  // Admins and sub-users are exempt: sub-users act under a parent who accepted.
  const mustAccept = !user.role_id.includes(UserRole.Admin) && !user.is_sub_user
  if (mustAccept && !user.terms_and_condition_accepted) return 'accept-terms'
  return 'ok'
}
