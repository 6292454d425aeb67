import { createRouter } from '../../lib/router.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { contentLanguages } from '../catalogue/translate.js'
import * as routes from './packages.routes.js'
import * as service from './packages.service.js'

const publicPackage: AppRouteHandler<typeof routes.publicPackage> = async (c) => {
  const languages = await contentLanguages(c.get('db'), c.get('locale'), c.req.valid('query').site_id)
  return c.json(await service.packageDetail(c.get('db'), c.req.valid('param').id, languages), 200)
}

const slotAvailability: AppRouteHandler<typeof routes.slotAvailability> = async (c) => {
  const { slotId: _slotId, ...answer } = await service.checkPackageSlot(
    c.get('db'),
    c.req.valid('json'),
    c.get('locale'),
  )
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
