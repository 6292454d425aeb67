import type { Context } from 'hono'
import { clientIp } from '../../lib/client-ip.js'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import * as accounts from './user-admin-accounts.service.js'
import type * as routes from './user-admin.routes.js'
import * as service from './user-admin.service.js'

export const userListing: AppRouteHandler<typeof routes.userListing> = async (c) =>
  c.json(await service.listUsers(c.get('db'), c.req.valid('json')), 200)

export const userDetail: AppRouteHandler<typeof routes.userDetail> = async (c) => {
  const user = await service.getLiveUser(c.get('db'), c.req.valid('param').id)
  return c.json(service.toUserAdminRow(user), 200)
}

export const editUser: AppRouteHandler<typeof routes.editUser> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await service.editUser(c.get('db'), c.get('user'), id, c.req.valid('json')), 200)
}

export const changeUserStatus: AppRouteHandler<typeof routes.changeUserStatus> = async (c) => {
  const { id } = c.req.valid('param')
  const appHost = c.get('config').APP_HOST
  return c.json(await service.changeUserStatus(c.get('db'), id, c.req.valid('json'), appHost), 200)
}

export const setUserPolicies: AppRouteHandler<typeof routes.setUserPolicies> = async (c) => {
  const { user_id, policies } = c.req.valid('json')
  return c.json(await service.setUserPolicies(c.get('db'), user_id, policies), 200)
}

export const deleteUser: AppRouteHandler<typeof routes.deleteUser> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await service.deleteUser(c.get('db'), c.get('user'), id), 200)
}

const linkContext = (c: Context<AppEnv>): accounts.LinkContext => ({
  config: c.get('config'),
  locale: c.get('locale'),
  ip: clientIp(c),
})

export const createUser: AppRouteHandler<typeof routes.createUser> = async (c) =>
  c.json(await accounts.createUser(c.get('db'), c.get('user'), c.req.valid('json'), linkContext(c)), 201)

export const sendPasswordReset: AppRouteHandler<typeof routes.sendPasswordReset> = async (c) =>
  c.json(await accounts.sendPasswordReset(c.get('db'), c.req.valid('param').id, linkContext(c)), 200)
