import type { AppRouteHandler } from '../../lib/types.js'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import { getCategory } from '../admin-categories/admin-categories.service.js'
import type * as routes from './admin-commission.routes.js'
import * as service from './admin-commission.service.js'

export const getCommissionSettings: AppRouteHandler<typeof routes.getCommissionSettings> = async (c) =>
  c.json(await service.getCommissionSettings(c.get('db')), 200)

export const updateCommissionSettings: AppRouteHandler<typeof routes.updateCommissionSettings> = async (c) =>
  c.json(await service.updateCommissionSettings(c.get('db'), c.req.valid('json')), 200)

export const listPartnerShares: AppRouteHandler<typeof routes.listPartnerShares> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE } = c.req.valid('query')
  const page = await service.listPartnerShares(c.get('db'), { q: filter.q, range })
  setContentRange(c, 'partner-shares', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getPartnerShare: AppRouteHandler<typeof routes.getPartnerShare> = async (c) =>
  c.json(await service.getPartnerShare(c.get('db'), c.req.valid('param').id), 200)

export const updatePartnerShare: AppRouteHandler<typeof routes.updatePartnerShare> = async (c) =>
  c.json(await service.updatePartnerShare(c.get('db'), c.req.valid('param').id, c.req.valid('json')), 200)

export const listCategoryCommissions: AppRouteHandler<typeof routes.listCategoryCommissions> = async (c) => {
  const { range = DEFAULT_RANGE } = c.req.valid('query')
  const page = await service.listCategoryCommissions(c.get('db'), range, c.get('locale'))
  setContentRange(c, 'commission-categories', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getCategoryCommission: AppRouteHandler<typeof routes.getCategoryCommission> = async (c) =>
  c.json(await getCategory(c.get('db'), c.req.valid('param').id, c.get('locale')), 200)

export const updateCategoryCommission: AppRouteHandler<typeof routes.updateCategoryCommission> = async (c) =>
  c.json(
    await service.updateCategoryCommission(
      c.get('db'),
      c.req.valid('param').id,
      c.req.valid('json'),
      c.get('locale'),
    ),
    200,
  )
