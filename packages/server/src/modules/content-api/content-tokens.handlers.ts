import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './content-tokens.routes.js'
import * as service from './content-tokens.service.js'

export const listContentTokens: AppRouteHandler<typeof routes.listContentTokens> = async (c) =>
  c.json(await service.listTokens(c.get('db'), c.req.valid('json')), 200)

export const createContentToken: AppRouteHandler<typeof routes.createContentToken> = async (c) =>
  c.json(
    await service.createToken(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json').name),
    201,
  )

export const revokeContentToken: AppRouteHandler<typeof routes.revokeContentToken> = async (c) =>
  c.json(await service.revokeToken(c.get('db'), c.req.valid('param').id), 200)
