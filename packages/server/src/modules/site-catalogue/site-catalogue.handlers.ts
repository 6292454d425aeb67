import type { AppRouteHandler } from '../../lib/types.js'
import { contentRange } from '../../lib/simple-rest.js'
import type * as routes from './site-catalogue.routes.js'
import * as service from './site-catalogue.service.js'

const DEFAULT_RANGE: [number, number] = [0, 24]

const list =
  (onlyCatalogue: boolean): AppRouteHandler<typeof routes.viewMyServices> =>
  async (c) => {
    const siteId = await service.ownSite(c.get('db'), c.get('user'), c.req.valid('param').site)
    const query = c.req.valid('query')
    const { filter = {}, range = DEFAULT_RANGE } = query
    // A bucket (a page's product section) shows the site's products in the partner's order.
    const byPosition = onlyCatalogue && 'bucket_filter' in query && query.bucket_filter === 'true'
    const [field, order] = byPosition ? (['position', 'ASC'] as const) : (query.sort ?? ['name', 'ASC'])
    const page = await service.listSiteCatalogue(
      c.get('db'),
      siteId,
      { filter: onlyCatalogue ? { ...filter, in_catalogue: true } : filter, range, sort: { field, order } },
      c.get('locale'),
    )
    c.header('Content-Range', contentRange('site-catalogue', range, page.data.length, page.total))
    return c.json(page.data, 200)
  }

export const viewServices = list(false) as unknown as AppRouteHandler<typeof routes.viewServices>
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
  const { add, remove, order } = c.req.valid('json')
  const totals = await service.changeSiteCatalogue(c.get('db'), siteId, add, remove)
  await service.reorderSiteCatalogue(c.get('db'), siteId, order)
  return c.json(totals, 200)
}

export const removeAllServices: AppRouteHandler<typeof routes.removeAllServices> = async (c) => {
  const siteId = await service.ownSite(c.get('db'), c.get('user'), c.req.valid('param').site)
  return c.json(await service.clearSiteCatalogue(c.get('db'), siteId), 200)
}

export const bookableServices: AppRouteHandler<typeof routes.bookableServices> = async (c) => {
  const siteId = await service.ownSite(c.get('db'), c.get('user'), c.req.valid('param').site)
  const { service_type, query, page, item_per_page } = c.req.valid('json')
  const first = (page - 1) * item_per_page
  const found = await service.listSiteCatalogue(
    c.get('db'),
    siteId,
    {
      filter: { q: query, service_type, in_catalogue: true },
      range: [first, first + item_per_page - 1],
      sort: { field: 'position', order: 'ASC' },
      bookable: true,
    },
    c.get('locale'),
  )
  return c.json(found, 200)
}
