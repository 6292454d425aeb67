import type { AppRouteHandler } from '../../lib/types.js'
import { setContentRange, wordsListRequest } from '../../lib/simple-rest.js'
import type * as routes from './locations.routes.js'
import * as service from './locations.service.js'

export const listLocations: AppRouteHandler<typeof routes.listLocations> = async (c) => {
  const request = wordsListRequest(c.req.valid('query'), 'name')
  const page = await service.listLocations(c.get('db'), request, c.get('locale'))
  setContentRange(c, 'locations', request.range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getLocation: AppRouteHandler<typeof routes.getLocation> = async (c) =>
  c.json(await service.getLocation(c.get('db'), c.req.valid('param').id), 200)

export const createLocation: AppRouteHandler<typeof routes.createLocation> = async (c) =>
  c.json(await service.createLocation(c.get('db'), c.req.valid('json')), 201)

export const updateLocation: AppRouteHandler<typeof routes.updateLocation> = async (c) =>
  c.json(await service.updateLocation(c.get('db'), c.req.valid('param').id, c.req.valid('json')), 200)

export const deleteLocation: AppRouteHandler<typeof routes.deleteLocation> = async (c) =>
  c.json(await service.deleteLocation(c.get('db'), c.req.valid('param').id, c.get('locale')), 200)
