import { sql } from 'kysely'
import { clientIp } from '../../lib/client-ip.js'
import { forbidden } from '../../lib/errors.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { startSession } from '../auth/sessions.js'
import { logInAs as startLogInAs } from './log-in-as.service.js'
import type * as routes from './users.routes.js'
import * as service from './users.service.js'

export const currentUser: AppRouteHandler<typeof routes.currentUser> = (c) =>
  c.json(service.toCurrentUser(c.get('user')), 200)

export const acceptTerms: AppRouteHandler<typeof routes.acceptTerms> = async (c) => {
  const user = await service.acceptTerms(c.get('db'), c.get('user'))
  return c.json(service.toCurrentUser(user), 200)
}

export const changePassword: AppRouteHandler<typeof routes.changePassword> = async (c) => {
  const { current_password, new_password } = c.req.valid('json')
  const db = c.get('db')
  const user = await service.changePassword(db, c.get('user').id, current_password, new_password)
  return c.json(await startSession(db, c.get('config'), user, c.get('auth').impersonatorId), 200)
}

export const logInAs: AppRouteHandler<typeof routes.logInAs> = async (c) => {
  const { id } = c.req.valid('param')
  const tokens = await startLogInAs(c.get('db'), c.get('config'), c.get('user'), id, clientIp(c))
  return c.json(tokens, 200)
}

export const updateProfile: AppRouteHandler<typeof routes.updateProfile> = async (c) => {
  const user = await service.updateProfile(c.get('db'), c.get('user').id, c.req.valid('json'))
  return c.json(service.toCurrentUser(user), 200)
}

export const adminUsers: AppRouteHandler<typeof routes.adminUsers> = async (c) => {
  if (!service.isAdmin(c.get('user'))) throw forbidden()
  const { role } = c.req.valid('query')
  let query = c
    .get('db')
    .selectFrom('app_user')
    .select(['id', 'name', 'email', 'role_ids', 'can_login'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
  if (role) query = query.where(sql<boolean>`${role} = any(role_ids)`)
  const users = await query.execute()
  const data = users.map(({ role_ids, ...user }) => ({ ...user, role_id: role_ids }))
  return c.json({ data, total: data.length }, 200)
}
