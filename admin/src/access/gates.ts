import { UserRole, loginGate, type CurrentUser } from '@jaunt/domain'
import type { AdminArea } from '../routing/adminBase'

export const LOGIN_PATH = '/login'
export const CHANGE_PASSWORD_PATH = '/change-password'
export const ACCESS_DENIED_PATH = '/403'
/** Used when a user has no country: the server answers the general terms for any country. */
export const GENERAL_TERMS_COUNTRY = 'xx'

export type GateUser = Pick<
  CurrentUser,
  | 'can_login'
  | 'first_time_login'
  | 'terms_and_condition_accepted'
  | 'is_sub_user'
  | 'role_id'
  | 'country_code'
>

export type GateDecision =
  /** To the login page; `clearCookies` when the account may not log in (its tokens go too). */
  | { kind: 'login'; clearCookies: boolean }
  /** To another page of the same area. */
  | { kind: 'navigate'; to: string }
  /** To the other area (`/{lang}/admin` or `/{lang}/npanel`), with a full page load. */
  | { kind: 'switch-area'; area: AdminArea; to: string }
  | { kind: 'allow' }

/** The terms page of spec part 1 §4: `/npanel/{country_code}/terms-and-condition`. */
export function termsPath(countryCode: string | null): string {
  return `/${(countryCode ?? GENERAL_TERMS_COUNTRY).toLowerCase()}/terms-and-condition`
}

/** Admins work in /{lang}/admin, everyone else in /{lang}/npanel. */
export function areaOf(user: Pick<CurrentUser, 'role_id'>): AdminArea {
  return user.role_id.includes(UserRole.Admin) ? 'admin' : 'npanel'
}

export interface GateInput {
  /** Whether an access or refresh token is there. */
  hasSession: boolean
  /** The current user once loaded; null when there is none. */
  user: GateUser | null
  /** The area the page was opened in. */
  area: AdminArea
  /** The route path under the area's basename, e.g. `/change-password`. */
  path: string
}

/**
 * The login gates of spec part 1 §4, in order: no token, may not log in, first login (change the
 * password), terms not accepted (non-admins who are not sub-users); then the user's own area.
 */
export function panelGate({ hasSession, user, area, path }: GateInput): GateDecision {
  if (!hasSession) return { kind: 'login', clearCookies: false }
  const gate = loginGate(user)
  if (gate === 'login') return { kind: 'login', clearCookies: false }
  if (gate === 'login-clear-cookies') return { kind: 'login', clearCookies: true }
  const home = areaOf(user!)
  const required =
    gate === 'change-password'
      ? CHANGE_PASSWORD_PATH
      : gate === 'accept-terms'
        ? termsPath(user!.country_code)
        : null
  if (home !== area) return { kind: 'switch-area', area: home, to: required ?? '/' }
  if (required && path !== required) return { kind: 'navigate', to: required }
  return { kind: 'allow' }
}
