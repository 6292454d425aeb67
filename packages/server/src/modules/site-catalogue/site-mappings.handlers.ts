import type { AppRouteHandler } from '../../lib/types.js'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type * as routes from './site-mappings.routes.js'
import * as service from './site-mappings.service.js'

export const siteMappings: AppRouteHandler<typeof routes.siteMappings> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE, sort = ['site_name', 'ASC'] } = c.req.valid('query')
  const [field, order] = sort
  const page = await service.listSiteMappings(c.get('db'), filter, { field, order }, range, c.get('locale'))
  setContentRange(c, 'site-mappings', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const addSiteMappings: AppRouteHandler<typeof routes.addSiteMappings> = async (c) => {
  const { service_id, site_ids } = c.req.valid('json')
  return c.json(await service.addSiteMappings(c.get('db'), service_id, site_ids), 201)
}

export const removeSiteMapping: AppRouteHandler<typeof routes.removeSiteMapping> = async (c) => {
  const [siteId, serviceId] = c.req.valid('param').id.split('-').map(Number) as [number, number]
  return c.json(await service.removeSiteMapping(c.get('db'), siteId, serviceId, c.get('locale')), 200)
}
