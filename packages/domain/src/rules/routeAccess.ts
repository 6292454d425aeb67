import type { PaymentMethod } from '../enums/paymentMethod'
import type { Policy } from '../enums/policy'
import { UserRole } from '../enums/userRole'
import { NO_SITE_ID } from '../constants'

export interface RouteRequirements {
  roles?: readonly UserRole[]
  policies?: readonly Policy[]
  paymentMethods?: readonly PaymentMethod[]
}

export interface RouteAccessInput {
  user: { role_id: readonly number[]; policies: readonly string[] }
  route: RouteRequirements
  site?: { id: number; merchant_of_record?: { payment_method: readonly PaymentMethod[] } | null } | null
}

export type RouteAccess = 'allow' | 'denied' | 'redirect-site-settings'

/**
 * Whether a panel user may open a route: any one of its roles suffices, all of its policies are
 * needed unless the user is an admin, and a route for payment methods the site's merchant of
 * record does not offer sends the partner to site settings (not when no site is chosen).
 */
export function routeAccess({ user, route, site }: RouteAccessInput): RouteAccess {
  const roles = route.roles ?? []
  if (roles.length > 0 && !roles.some((role) => user.role_id.includes(role))) return 'denied'

  const isAdmin = user.role_id.includes(UserRole.Admin)
  const policies = route.policies ?? []
  if (!isAdmin && !policies.every((policy) => user.policies.includes(policy))) return 'denied'

  const paymentMethods = route.paymentMethods ?? []
  if (paymentMethods.length > 0 && site && site.id !== NO_SITE_ID) {
    const offered = site.merchant_of_record?.payment_method ?? []
    if (!paymentMethods.some((method) => offered.includes(method))) return 'redirect-site-settings'
  }
  return 'allow'
}
