import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './site-catalogue.handlers.js'
import * as routes from './site-catalogue.routes.js'
import * as mappingHandlers from './site-mappings.handlers.js'
import * as mappingRoutes from './site-mappings.routes.js'

// The Marketplace page's rule (admin/src/access/pages.ts): partners, for their own sites; admins, for any.
const partners = requireAccess({ roles: [UserRole.Partner, UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/profile/partner/white-label/*', partners)
// The admin's `partner-site/mappings` page: admins only.
router.use('/core/v1/admin/site-mappings', requireAccess({ roles: [UserRole.Admin] }))
router.use('/core/v1/admin/site-mappings/*', requireAccess({ roles: [UserRole.Admin] }))

export const siteCatalogueRouter = router
  .openapi(routes.servicesTotal, handlers.servicesTotal)
  .openapi(routes.viewServices, handlers.viewServices)
  .openapi(routes.viewMyServices, handlers.viewMyServices)
  .openapi(routes.storeServices, handlers.storeServices)
  .openapi(routes.updateServices, handlers.updateServices)
  .openapi(routes.removeAllServices, handlers.removeAllServices)
  .openapi(routes.bookableServices, handlers.bookableServices)
  .openapi(mappingRoutes.siteMappings, mappingHandlers.siteMappings)
  .openapi(mappingRoutes.addSiteMappings, mappingHandlers.addSiteMappings)
  .openapi(mappingRoutes.removeSiteMapping, mappingHandlers.removeSiteMapping)
