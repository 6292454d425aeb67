import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './supplier-consents.handlers.js'
import * as routes from './supplier-consents.routes.js'

// The supplier's `product-settings` page (admin/src/access/pages.ts); whose rows is in every query.
const suppliers = requireAccess({ roles: [UserRole.Supplier] })

const router = createRouter()
router.use('/core/v1/package/supplier-consent', suppliers)
router.use('/core/v1/package/supplier-consent/*', suppliers)
router.use('/core/v1/package/supplier-consent-listing', suppliers)

/**
 * Supplier consents (spec `/package/supplier-consent*`). Mounted before the packages router, whose
 * partner-only guard on `/core/v1/package/*` would otherwise turn suppliers away.
 */
export const supplierConsentsRouter = router
  .openapi(routes.listConsents, handlers.listConsents)
  .openapi(routes.createConsent, handlers.createConsent)
  .openapi(routes.listMappings, handlers.listMappings)
  .openapi(routes.createMapping, handlers.createMapping)
  .openapi(routes.updateMapping, handlers.updateMapping)
  .openapi(routes.deleteMapping, handlers.deleteMapping)
  .openapi(routes.getConsent, handlers.getConsent)
  .openapi(routes.updateConsent, handlers.updateConsent)
  .openapi(routes.deleteConsent, handlers.deleteConsent)
