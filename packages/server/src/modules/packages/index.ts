import { createRouter } from '../../lib/router.js'
import type { AppRouteHandler } from '../../lib/types.js'
import * as routes from './packages.routes.js'
import * as service from './packages.service.js'

const publicPackage: AppRouteHandler<typeof routes.publicPackage> = async (c) =>
  c.json(await service.packageDetail(c.get('db'), c.req.valid('param').id, c.get('locale')), 200)

const slotAvailability: AppRouteHandler<typeof routes.slotAvailability> = async (c) => {
  const { slotId: _slotId, ...answer } = await service.checkPackageSlot(c.get('db'), c.req.valid('json'))
  return c.json(answer, 200)
}

const availablePackageSlots: AppRouteHandler<typeof routes.availablePackageSlots> = async (c) => {
  const { from, to } = c.req.valid('json')
  return c.json(await service.availablePackageSlots(c.get('db'), c.req.valid('param').id, from, to), 200)
}

export const packagesRouter = createRouter()
  .openapi(routes.publicPackage, publicPackage)
  .openapi(routes.slotAvailability, slotAvailability)
  .openapi(routes.availablePackageSlots, availablePackageSlots)
