import type { Context } from 'hono'
import { clientIp } from '../../lib/client-ip.js'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import type * as routes from './sub-users.routes.js'
import * as service from './sub-users.service.js'

const ownerOf = (c: Context<AppEnv>): service.SubUserOwner => c.get('user')
const invitation = (c: Context<AppEnv>): service.InvitationContext => ({
  config: c.get('config'),
  locale: c.get('locale'),
  ip: clientIp(c),
})

export const listSubUsers: AppRouteHandler<typeof routes.listSubUsers> = async (c) => {
  const { filter, range = DEFAULT_RANGE, sort = ['name', 'ASC'] } = c.req.valid('query')
  const page = await service.listSubUsers(c.get('db'), ownerOf(c).id, { q: filter?.q, range, sort })
  setContentRange(c, 'sub-users', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getSubUser: AppRouteHandler<typeof routes.getSubUser> = async (c) =>
  c.json(await service.getSubUser(c.get('db'), ownerOf(c).id, c.req.valid('param').id), 200)

export const createSubUser: AppRouteHandler<typeof routes.createSubUser> = async (c) =>
  c.json(await service.createSubUser(c.get('db'), ownerOf(c), c.req.valid('json'), invitation(c)), 201)

export const editSubUser: AppRouteHandler<typeof routes.editSubUser> = async (c) =>
  c.json(
    await service.editSubUser(c.get('db'), ownerOf(c).id, c.req.valid('param').id, c.req.valid('json')),
    200,
  )

export const deleteSubUser: AppRouteHandler<typeof routes.deleteSubUser> = async (c) =>
  c.json(await service.deleteSubUser(c.get('db'), ownerOf(c).id, c.req.valid('param').id), 200)

export const resendInvitation: AppRouteHandler<typeof routes.resendInvitation> = async (c) =>
  c.json(await service.resendInvitation(c.get('db'), ownerOf(c), c.req.valid('param').id, invitation(c)), 200)
