import type { AppRouteHandler } from '../../lib/types.js'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type * as routes from './currencies.routes.js'
import * as service from './currencies.service.js'

export const listOfferedCurrencies: AppRouteHandler<typeof routes.listOfferedCurrencies> = async (c) =>
  c.json({ data: await service.listOfferedCurrencies(c.get('db'), c.get('locale')) }, 200)

export const listCurrencies: AppRouteHandler<typeof routes.listCurrencies> = async (c) => {
  const { range = DEFAULT_RANGE, sort = ['code', 'ASC'] } = c.req.valid('query')
  const request = { range, sort: { field: sort[0], order: sort[1] } }
  const page = await service.listCurrencies(c.get('db'), request, c.get('locale'))
  setContentRange(c, 'currencies', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getCurrency: AppRouteHandler<typeof routes.getCurrency> = async (c) =>
  c.json(await service.getCurrency(c.get('db'), c.req.valid('param').code, c.get('locale')), 200)

export const addCurrency: AppRouteHandler<typeof routes.addCurrency> = async (c) =>
  c.json(await service.addCurrency(c.get('db'), c.req.valid('json').code, c.get('locale')), 201)

export const updateCurrency: AppRouteHandler<typeof routes.updateCurrency> = async (c) => {
  const { code } = c.req.valid('param')
  const { enabled } = c.req.valid('json')
  return c.json(await service.setCurrencyEnabled(c.get('db'), code, enabled, c.get('locale')), 200)
}
