import type { AppRouteHandler } from '../../lib/types.js'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import * as features from './features.service.js'
import * as types from './feature-types.service.js'
import type * as routes from './product-features.routes.js'

export const listFeatureTypes: AppRouteHandler<typeof routes.listFeatureTypes> = async (c) => {
  const { range = DEFAULT_RANGE, sort = ['name', 'ASC'] } = c.req.valid('query')
  const page = await types.listFeatureTypes(
    c.get('db'),
    { range, sort: { field: sort[0], order: sort[1] } },
    c.get('locale'),
  )
  setContentRange(c, 'product-feature-types', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getFeatureType: AppRouteHandler<typeof routes.getFeatureType> = async (c) =>
  c.json(await types.getFeatureType(c.get('db'), c.req.valid('param').id), 200)

export const createFeatureType: AppRouteHandler<typeof routes.createFeatureType> = async (c) =>
  c.json(await types.createFeatureType(c.get('db'), c.req.valid('json')), 201)

export const updateFeatureType: AppRouteHandler<typeof routes.updateFeatureType> = async (c) =>
  c.json(await types.updateFeatureType(c.get('db'), c.req.valid('param').id, c.req.valid('json')), 200)

export const deleteFeatureType: AppRouteHandler<typeof routes.deleteFeatureType> = async (c) =>
  c.json(await types.deleteFeatureType(c.get('db'), c.req.valid('param').id), 200)

export const listFeatures: AppRouteHandler<typeof routes.listFeatures> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE, sort = ['name', 'ASC'] } = c.req.valid('query')
  const page = await features.listFeatures(
    c.get('db'),
    { ...filter, range, sort: { field: sort[0], order: sort[1] } },
    c.get('locale'),
  )
  setContentRange(c, 'product-features', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getFeature: AppRouteHandler<typeof routes.getFeature> = async (c) =>
  c.json(await features.getFeature(c.get('db'), c.req.valid('param').id), 200)

export const createFeature: AppRouteHandler<typeof routes.createFeature> = async (c) =>
  c.json(await features.createFeature(c.get('db'), c.req.valid('json')), 201)

export const updateFeature: AppRouteHandler<typeof routes.updateFeature> = async (c) =>
  c.json(await features.updateFeature(c.get('db'), c.req.valid('param').id, c.req.valid('json')), 200)

export const deleteFeature: AppRouteHandler<typeof routes.deleteFeature> = async (c) =>
  c.json(await features.deleteFeature(c.get('db'), c.req.valid('param').id), 200)
