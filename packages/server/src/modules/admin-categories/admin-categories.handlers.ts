import type { AppRouteHandler } from '../../lib/types.js'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type * as routes from './admin-categories.routes.js'
import * as service from './admin-categories.service.js'

export const listServiceCategories: AppRouteHandler<typeof routes.listServiceCategories> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE } = c.req.valid('query')
  const page = await service.listCategories(c.get('db'), { q: filter.q, range }, c.get('locale'))
  setContentRange(c, 'service-categories', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getServiceCategory: AppRouteHandler<typeof routes.getServiceCategory> = async (c) =>
  c.json(await service.getCategory(c.get('db'), c.req.valid('param').id, c.get('locale')), 200)

export const createServiceCategory: AppRouteHandler<typeof routes.createServiceCategory> = async (c) =>
  c.json(await service.createCategory(c.get('db'), c.req.valid('json'), c.get('locale')), 201)

export const updateServiceCategory: AppRouteHandler<typeof routes.updateServiceCategory> = async (c) =>
  c.json(
    await service.updateCategory(c.get('db'), c.req.valid('param').id, c.req.valid('json'), c.get('locale')),
    200,
  )

export const deleteServiceCategory: AppRouteHandler<typeof routes.deleteServiceCategory> = async (c) =>
  c.json(await service.deleteCategory(c.get('db'), c.req.valid('param').id, c.get('locale')), 200)
