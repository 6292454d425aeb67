import type { AppRouteHandler } from '../../lib/types.js'
import { setContentRange, wordsListRequest } from '../../lib/simple-rest.js'
import type * as routes from './admin-tax-categories.routes.js'
import * as service from './admin-tax-categories.service.js'

export const listTaxCategories: AppRouteHandler<typeof routes.listTaxCategories> = async (c) => {
  const request = wordsListRequest(c.req.valid('query'), 'name')
  const page = await service.listTaxCategories(c.get('db'), request, c.get('locale'))
  setContentRange(c, 'tax-categories', request.range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getTaxCategory: AppRouteHandler<typeof routes.getTaxCategory> = async (c) =>
  c.json(await service.getTaxCategory(c.get('db'), c.req.valid('param').id), 200)

export const createTaxCategory: AppRouteHandler<typeof routes.createTaxCategory> = async (c) =>
  c.json(await service.createTaxCategory(c.get('db'), c.req.valid('json')), 201)

export const updateTaxCategory: AppRouteHandler<typeof routes.updateTaxCategory> = async (c) =>
  c.json(await service.updateTaxCategory(c.get('db'), c.req.valid('param').id, c.req.valid('json')), 200)

export const deleteTaxCategory: AppRouteHandler<typeof routes.deleteTaxCategory> = async (c) =>
  c.json(await service.deleteTaxCategory(c.get('db'), c.req.valid('param').id), 200)
