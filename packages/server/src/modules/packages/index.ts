import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as editing from './package-editing.handlers.js'
import * as editingRoutes from './package-editing.routes.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { contentLanguages } from '../catalogue/translate.js'
import * as routes from './packages.routes.js'
import * as features from './package-features.js'
import * as taxonomy from './package-taxonomy.js'
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

// The Packages page's rule (admin/src/access/pages.ts): partners with the package policy; admins pass.
const packagePage = requireAccess({
  roles: [UserRole.Partner, UserRole.Admin],
  policies: [Policy.PARTNER_PACKAGE_POLICY],
})
// PackageDebugTool is an admin's tool.
const adminOnly = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/package/debug-tool/*', adminOnly)
router.use('/core/v1/admin/packages', adminOnly)
router.use('/core/v1/package', packagePage)
router.use('/core/v1/package/*', packagePage)
router.use('/core/v1/packages/*', packagePage)
router.use('/core/v1/package-listing/*', packagePage)

export const packagesRouter = router
  .openapi(routes.publicPackage, publicPackage)
  .openapi(routes.slotAvailability, slotAvailability)
  .openapi(routes.availablePackageSlots, availablePackageSlots)
  .openapi(editingRoutes.listPackages, editing.listPackages)
  .openapi(editingRoutes.listAllPackages, editing.listAllPackages)
  .openapi(editingRoutes.countPackages, editing.countPackages)
  .openapi(editingRoutes.createPackage, editing.createPackage)
  .openapi(editingRoutes.getPackage, editing.getPackage)
  .openapi(editingRoutes.updatePackage, editing.updatePackage)
  .openapi(editingRoutes.updateSettings, editing.updateSettings)
  .openapi(editingRoutes.updateBookingRules, editing.updateBookingRules)
  .openapi(editingRoutes.updateMapping, editing.updateMapping)
  .openapi(editingRoutes.selectedServices, editing.selectedServices)
  .openapi(editingRoutes.serviceImages, editing.serviceImages)
  .openapi(editingRoutes.updateStatus, editing.updateStatus)
  .openapi(editingRoutes.statusHistory, editing.statusHistory)
  .openapi(editingRoutes.clonePackage, editing.clonePackage)
  .openapi(editingRoutes.debugTool, editing.debugTool)
  .openapi(features.packageFeatureChoicesRoute, features.packageFeatureChoices)
  .openapi(features.savePackageFeaturesRoute, features.savePackageFeatures)
  .openapi(taxonomy.packageTaxonomyRoute, taxonomy.packageTaxonomy)
  .openapi(taxonomy.savePackageTaxonomyRoute, taxonomy.savePackageTaxonomy)
