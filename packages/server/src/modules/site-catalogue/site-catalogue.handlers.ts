import type { AppRouteHandler } from '../../lib/types.js'
import { contentRange } from '../../lib/simple-rest.js'
import type * as routes from './site-catalogue.routes.js'
import * as service from './site-catalogue.service.js'

const DEFAULT_RANGE: [number, number] = [0, 24]

const list =
  (onlyCatalogue: boolean): AppRouteHandler<typeof routes.viewServices> =>
  async (c) => {
    const siteId = await service.ownSite(c.get('db'), c.get('user'), c.req.valid('param').site)
    const { filter = {}, range = DEFAULT_RANGE, sort = ['name', 'ASC'] } = c.req.valid('query')
    const [field, order] = sort
    const page = await service.listSiteCatalogue(
      c.get('db'),
      siteId,
      { filter: onlyCatalogue ? { ...filter, in_catalogue: true } : filter, range, sort: { field, order } },
      c.get('locale'),
    )
    c.header('Content-Range', contentRange('site-catalogue', range, page.data.length, page.total))
    return c.json(page.data, 200)
  }

export const viewServices = list(false)
export const viewMyServices = list(true)

export const servicesTotal: AppRouteHandler<typeof routes.servicesTotal> = async (c) => {
  const siteId = await service.ownSite(c.get('db'), c.get('user'), c.req.valid('param').site)
  return c.json(await service.siteCatalogueTotals(c.get('db'), siteId), 200)
}

export const storeServices: AppRouteHandler<typeof routes.storeServices> = async (c) => {
  const siteId = await service.ownSite(c.get('db'), c.get('user'), c.req.valid('param').site)
  const { add } = c.req.valid('json')
  return c.json(await service.changeSiteCatalogue(c.get('db'), siteId, add, []), 200)
}

export const updateServices: AppRouteHandler<typeof routes.updateServices> = async (c) => {
  const siteId = await service.ownSite(c.get('db'), c.get('user'), c.req.valid('param').site)
  const { add, remove } = c.req.valid('json')
  return c.json(await service.changeSiteCatalogue(c.get('db'), siteId, add, remove), 200)
}

export const removeAllServices: AppRouteHandler<typeof routes.removeAllServices> = async (c) => {
  const siteId = await service.ownSite(c.get('db'), c.get('user'), c.req.valid('param').site)
  return c.json(await service.clearSiteCatalogue(c.get('db'), siteId), 200)
}
