import type { AppRouteHandler } from '../../lib/types.js'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type * as routes from './alerts.routes.js'
import * as service from './alerts.service.js'

export const listAlerts: AppRouteHandler<typeof routes.listAlerts> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE, sort = ['id', 'DESC'] } = c.req.valid('query')
  const page = await service.listAlerts(c.get('db'), { state: filter.state, range, sort })
  setContentRange(c, 'alerts', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getAlert: AppRouteHandler<typeof routes.getAlert> = async (c) =>
  c.json(await service.getAlert(c.get('db'), c.req.valid('param').id), 200)

export const createAlert: AppRouteHandler<typeof routes.createAlert> = async (c) =>
  c.json(await service.createAlert(c.get('db'), c.get('user'), c.req.valid('json')), 201)

export const updateAlert: AppRouteHandler<typeof routes.updateAlert> = async (c) =>
  c.json(await service.updateAlert(c.get('db'), c.req.valid('param').id, c.req.valid('json')), 200)

export const deleteAlert: AppRouteHandler<typeof routes.deleteAlert> = async (c) =>
  c.json(await service.deleteAlert(c.get('db'), c.req.valid('param').id), 200)

export const activeAlerts: AppRouteHandler<typeof routes.activeAlerts> = async (c) =>
  c.json({ data: await service.activeAlerts(c.get('db'), c.get('user'), c.get('locale')) }, 200)
