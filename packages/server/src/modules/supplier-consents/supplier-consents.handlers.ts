import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './supplier-consents.routes.js'
import * as service from './supplier-consents.service.js'

export const listConsents: AppRouteHandler<typeof routes.listConsents> = async (c) => {
  const { page, item_per_page: size, sort_by: sortBy, sort_order: order } = c.req.valid('json')
  const query = { first: (page - 1) * size, size, sortBy, desc: order === 'desc' }
  return c.json(await service.listConsents(c.get('db'), c.get('user').id, query), 200)
}

export const getConsent: AppRouteHandler<typeof routes.getConsent> = async (c) =>
  c.json(await service.getConsent(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const createConsent: AppRouteHandler<typeof routes.createConsent> = async (c) =>
  c.json(await service.createConsent(c.get('db'), c.get('user').id, c.req.valid('json')), 201)

export const updateConsent: AppRouteHandler<typeof routes.updateConsent> = async (c) =>
  c.json(
    await service.updateConsent(c.get('db'), c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
    200,
  )

export const deleteConsent: AppRouteHandler<typeof routes.deleteConsent> = async (c) =>
  c.json(await service.deleteConsent(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const listMappings: AppRouteHandler<typeof routes.listMappings> = async (c) => {
  const { page, item_per_page: size } = c.req.valid('json')
  const query = { first: (page - 1) * size, size }
  return c.json(
    await service.listMappings(c.get('db'), c.get('user').id, c.req.valid('param').id, query),
    200,
  )
}

export const createMapping: AppRouteHandler<typeof routes.createMapping> = async (c) =>
  c.json(await service.createMapping(c.get('db'), c.get('user').id, c.req.valid('json')), 201)

export const updateMapping: AppRouteHandler<typeof routes.updateMapping> = async (c) =>
  c.json(
    await service.updateMapping(c.get('db'), c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
    200,
  )

export const deleteMapping: AppRouteHandler<typeof routes.deleteMapping> = async (c) =>
  c.json(await service.deleteMapping(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)
