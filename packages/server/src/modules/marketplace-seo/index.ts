import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './marketplace-seo.handlers.js'
import * as routes from './marketplace-seo.routes.js'

// The admin's `tools/seo` and `tools/sitemap` pages' rule (admin/src/access/pages.ts).
const adminOnly = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/admin/seo-pages', adminOnly)
router.use('/core/v1/admin/seo-pages/*', adminOnly)
router.use('/core/v1/admin/sitemaps', adminOnly)

export const marketplaceSeoRouter = router
  .openapi(routes.listSeoPages, handlers.listSeoPages)
  .openapi(routes.getSeoPage, handlers.getSeoPage)
  .openapi(routes.updateSeoPage, handlers.updateSeoPage)
  .openapi(routes.listSitemaps, handlers.listSitemaps)
