import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './tour-settings.routes.js'
import * as service from './tour-settings.service.js'

export const listFeatures: AppRouteHandler<typeof routes.listFeatures> = async (c) => {
  const data = await service.allFeatures(c.get('db'), c.get('locale'))
  return c.json({ data, total: data.length }, 200)
}

export const getFeatures: AppRouteHandler<typeof routes.getFeatures> = async (c) =>
  c.json(await service.getFeatures(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const setFeatures: AppRouteHandler<typeof routes.setFeatures> = async (c) => {
  const { feature_ids } = c.req.valid('json')
  return c.json(
    await service.setFeatures(c.get('db'), c.get('user').id, c.req.valid('param').id, feature_ids),
    200,
  )
}

export const getSpecialInstruction: AppRouteHandler<typeof routes.getSpecialInstruction> = async (c) =>
  c.json(await service.getSpecialInstruction(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const setSpecialInstruction: AppRouteHandler<typeof routes.setSpecialInstruction> = async (c) => {
  const { texts } = c.req.valid('json')
  const { id } = c.req.valid('param')
  return c.json(await service.setSpecialInstruction(c.get('db'), c.get('user').id, id, texts), 200)
}

export const listRecommendable: AppRouteHandler<typeof routes.listRecommendable> = async (c) => {
  const { id } = c.req.valid('param')
  const data = await service.recommendable(c.get('db'), c.get('user').id, id, c.get('locale'))
  return c.json({ data, total: data.length }, 200)
}

export const getRecommendations: AppRouteHandler<typeof routes.getRecommendations> = async (c) =>
  c.json(await service.getRecommendations(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const setRecommendations: AppRouteHandler<typeof routes.setRecommendations> = async (c) => {
  const { service_ids } = c.req.valid('json')
  const { id } = c.req.valid('param')
  return c.json(await service.setRecommendations(c.get('db'), c.get('user').id, id, service_ids), 200)
}
