import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as apiHandlers from './content-api.handlers.js'
import * as apiRoutes from './content-api.routes.js'
import * as handlers from './content-tokens.handlers.js'
import * as routes from './content-tokens.routes.js'

// The admin's Tools › Content API tokens page.
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/partner-sites/token/*', admins)

/** Tokens to a site's published content, and the read-only API that takes them. */
export const contentApiRouter = router
  .openapi(routes.listContentTokens, handlers.listContentTokens)
  .openapi(routes.createContentToken, handlers.createContentToken)
  .openapi(routes.revokeContentToken, handlers.revokeContentToken)
  .openapi(apiRoutes.contentPages, apiHandlers.contentPages)
  .openapi(apiRoutes.contentPage, apiHandlers.contentPage)
  .openapi(apiRoutes.contentMenu, apiHandlers.contentMenu)
  .openapi(apiRoutes.contentProducts, apiHandlers.contentProducts)
