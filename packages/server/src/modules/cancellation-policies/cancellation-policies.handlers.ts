import type { Context } from 'hono'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import type * as routes from './cancellation-policies.routes.js'
import * as service from './cancellation-policies.service.js'

export const keeperOf = (c: Context<AppEnv>): service.PolicyKeeper => {
  const user = c.get('user')
  return { id: user.id, roles: user.role_ids }
}

export const listPolicies: AppRouteHandler<typeof routes.listPolicies> = async (c) => {
  const { range = DEFAULT_RANGE } = c.req.valid('query')
  const page = await service.listPolicies(c.get('db'), keeperOf(c), range)
  setContentRange(c, 'cancellation-policies', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getPolicy: AppRouteHandler<typeof routes.getPolicy> = async (c) =>
  c.json(await service.getPolicy(c.get('db'), keeperOf(c), c.req.valid('param').id), 200)

export const createPolicy: AppRouteHandler<typeof routes.createPolicy> = async (c) =>
  c.json(await service.createPolicy(c.get('db'), keeperOf(c), c.req.valid('json')), 201)

export const updatePolicy: AppRouteHandler<typeof routes.updatePolicy> = async (c) =>
  c.json(
    await service.updatePolicy(c.get('db'), keeperOf(c), c.req.valid('param').id, c.req.valid('json')),
    200,
  )

export const deletePolicy: AppRouteHandler<typeof routes.deletePolicy> = async (c) =>
  c.json(await service.deletePolicy(c.get('db'), keeperOf(c), c.req.valid('param').id), 200)
