import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './tour-mapping.routes.js'
import * as service from './tour-mapping.service.js'

export const listChannelManagers: AppRouteHandler<typeof routes.listChannelManagers> = async (c) =>
  c.json({ data: await service.listChannelManagers(c.get('db')) }, 200)

export const getMapping: AppRouteHandler<typeof routes.getMapping> = async (c) =>
  c.json(
    await service.getMapping(c.get('db'), c.get('user').id, c.req.valid('param').id, c.get('locale')),
    200,
  )

export const saveMapping: AppRouteHandler<typeof routes.saveMapping> = async (c) =>
  c.json(
    await service.saveMapping(
      c.get('db'),
      c.get('user').id,
      c.req.valid('param').id,
      c.req.valid('json'),
      c.get('locale'),
    ),
    200,
  )
