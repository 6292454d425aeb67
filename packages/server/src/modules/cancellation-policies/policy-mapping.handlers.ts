import type { AppRouteHandler } from '../../lib/types.js'
import { keeperOf } from './cancellation-policies.handlers.js'
import type * as routes from './policy-mapping.routes.js'
import * as service from './policy-mapping.service.js'

export const policyListing: AppRouteHandler<typeof routes.policyListing> = async (c) =>
  c.json(await service.policyListing(c.get('db'), keeperOf(c), c.req.valid('json')), 200)

export const servicePolicies: AppRouteHandler<typeof routes.servicePolicies> = async (c) =>
  c.json(await service.servicePolicies(c.get('db'), keeperOf(c), c.req.valid('json').service_ids), 200)

export const getMapping: AppRouteHandler<typeof routes.getMapping> = async (c) =>
  c.json(await service.getMapping(c.get('db'), keeperOf(c), c.req.valid('query'), c.get('locale')), 200)

export const setMapping: AppRouteHandler<typeof routes.setMapping> = async (c) =>
  c.json(await service.setMapping(c.get('db'), keeperOf(c), c.req.valid('json'), c.get('locale')), 200)
