import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as builderHandlers from './page-builder.handlers.js'
import * as builderRoutes from './page-builder.routes.js'
import * as handlers from './site-pages.handlers.js'
import * as routes from './site-pages.routes.js'

// The Pages page's rule (admin/src/access/pages.ts): partners with the site builder policy.
const siteBuilders = requireAccess({
  roles: [UserRole.Partner],
  policies: [Policy.PARTNER_SITE_BUILDER_POLICY],
})

const router = createRouter()
router.use('/core/v1/partner-sites/:id/pages', siteBuilders)
router.use('/core/v1/partner-sites/:id/pages/*', siteBuilders)
router.use('/core/v1/partner-sites/:id/menu', siteBuilders)

export const sitePagesRouter = router
  .openapi(routes.publicPage, handlers.publicPage)
  .openapi(routes.publicMenuItems, handlers.publicMenuItems)
  .openapi(builderRoutes.listSitePages, builderHandlers.listSitePages)
  .openapi(builderRoutes.createSitePage, builderHandlers.createSitePage)
  .openapi(builderRoutes.getSitePage, builderHandlers.getSitePage)
  .openapi(builderRoutes.updateSitePage, builderHandlers.updateSitePage)
  .openapi(builderRoutes.publishSitePage, builderHandlers.publishSitePage)
  .openapi(builderRoutes.unpublishSitePage, builderHandlers.unpublishSitePage)
  .openapi(builderRoutes.deleteSitePage, builderHandlers.deleteSitePage)
  .openapi(builderRoutes.getSiteMenu, builderHandlers.getSiteMenu)
  .openapi(builderRoutes.updateSiteMenu, builderHandlers.updateSiteMenu)
