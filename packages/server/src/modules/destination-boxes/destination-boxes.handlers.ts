import type { AppRouteHandler } from '../../lib/types.js'
import { setContentRange, wordsListRequest } from '../../lib/simple-rest.js'
import type * as routes from './destination-boxes.routes.js'
import * as service from './destination-boxes.service.js'

export const listBoxes: AppRouteHandler<typeof routes.listBoxes> = async (c) => {
  const request = wordsListRequest(c.req.valid('query'), 'name')
  const page = await service.listBoxes(c.get('db'), request, c.get('locale'))
  setContentRange(c, 'destination-boxes', request.range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getBox: AppRouteHandler<typeof routes.getBox> = async (c) =>
  c.json(await service.getBox(c.get('db'), c.req.valid('param').id, c.get('locale')), 200)

export const createBox: AppRouteHandler<typeof routes.createBox> = async (c) =>
  c.json(await service.createBox(c.get('db'), c.req.valid('json'), c.get('locale')), 201)

export const updateBox: AppRouteHandler<typeof routes.updateBox> = async (c) =>
  c.json(
    await service.updateBox(c.get('db'), c.req.valid('param').id, c.req.valid('json'), c.get('locale')),
    200,
  )

export const deleteBox: AppRouteHandler<typeof routes.deleteBox> = async (c) =>
  c.json(await service.deleteBox(c.get('db'), c.req.valid('param').id, c.get('locale')), 200)

export const listChoices: AppRouteHandler<typeof routes.listChoices> = async (c) => {
  const data = await service.boxChoices(c.get('db'), c.get('locale'))
  return c.json({ data, total: data.length }, 200)
}

export const getTourBoxes: AppRouteHandler<typeof routes.getTourBoxes> = async (c) =>
  c.json(await service.tourBoxes(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const setTourBoxes: AppRouteHandler<typeof routes.setTourBoxes> = async (c) => {
  const { box_ids } = c.req.valid('json')
  const { id } = c.req.valid('param')
  return c.json(await service.setTourBoxes(c.get('db'), c.get('user').id, id, box_ids), 200)
}

export const listProducts: AppRouteHandler<typeof routes.listProducts> = async (c) => {
  const data = await service.activeProducts(c.get('db'), c.get('locale'))
  return c.json({ data, total: data.length }, 200)
}
