import { setContentRange, wordsListRequest } from '../../lib/simple-rest.js'
import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './business-types.routes.js'
import * as service from './business-types.service.js'

export const listBusinessTypes: AppRouteHandler<typeof routes.listBusinessTypes> = async (c) => {
  const request = wordsListRequest(c.req.valid('query'), 'name')
  const page = await service.listBusinessTypes(c.get('db'), request, c.get('locale'))
  setContentRange(c, 'business-types', request.range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getBusinessType: AppRouteHandler<typeof routes.getBusinessType> = async (c) =>
  c.json(await service.getBusinessType(c.get('db'), c.req.valid('param').id), 200)

export const createBusinessType: AppRouteHandler<typeof routes.createBusinessType> = async (c) =>
  c.json(await service.createBusinessType(c.get('db'), c.req.valid('json')), 201)

export const updateBusinessType: AppRouteHandler<typeof routes.updateBusinessType> = async (c) =>
  c.json(await service.updateBusinessType(c.get('db'), c.req.valid('param').id, c.req.valid('json')), 200)

export const deleteBusinessType: AppRouteHandler<typeof routes.deleteBusinessType> = async (c) =>
  c.json(await service.deleteBusinessType(c.get('db'), c.req.valid('param').id), 200)

export const businessTypeList: AppRouteHandler<typeof routes.businessTypeList> = async (c) =>
  c.json({ data: await service.businessTypeChoices(c.get('db'), c.get('locale')) }, 200)
