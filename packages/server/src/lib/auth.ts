import type { Context, MiddlewareHandler } from 'hono'
import { routeAccess, UserRole, type RouteRequirements } from '@jaunt/domain'
import { verifyAccessToken } from '../modules/auth/tokens.js'
import { findUserById } from '../modules/users/users.service.js'
import { forbidden, unauthenticated } from './errors.js'
import { refuseUntilPasswordChanged } from './password-change-gate.js'
import type { AppEnv } from './types.js'

/**
 * Reads the bearer token and loads its user on every request, so a role or can_login change
 * takes effect at once rather than when the access token expires.
 */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  const claims = match?.[1] ? await verifyAccessToken(c.get('config'), match[1]) : null
  if (!claims) throw unauthenticated()
  const user = await findUserById(c.get('db'), claims.userId)
  // An older version means the user has logged out or changed the password since the token was made.
  if (!user || !user.can_login || user.token_version !== claims.tokenVersion) throw unauthenticated()
  refuseUntilPasswordChanged(user, c.req.method, c.req.path)
  c.set('auth', claims)
  c.set('user', user)
  await next()
}

/** Any one of the roles suffices, as in the spec's route access; admins are not implied. */
export const requireRole =
  (...roles: UserRole[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!c.get('user').role_ids.some((role) => roles.includes(role as UserRole))) throw forbidden()
    await next()
  }

export const isAdminRequest = (c: Context<AppEnv>) => c.get('user').role_ids.includes(UserRole.Admin)

/**
 * The spec's route access on the server: any one of the roles, and every policy unless the user
 * is an admin; the same rule the back office's route guards apply, so a hidden page is also a 403.
 */
export const requireAccess = (route: RouteRequirements): MiddlewareHandler<AppEnv> => requireAnyAccess(route)

/** A call two pages share: the rule of either page suffices. */
export const requireAnyAccess =
  (...routes: RouteRequirements[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = { role_id: c.get('user').role_ids, policies: c.get('user').policies }
    if (!routes.some((route) => routeAccess({ user, route }) === 'allow')) throw forbidden()
    await next()
  }
