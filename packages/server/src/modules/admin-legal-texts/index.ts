import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './admin-legal-texts.handlers.js'
import * as routes from './admin-legal-texts.routes.js'

// The admin's `legal-text` and `text/*` pages.
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/user/terms-and-condition', admins)
router.use('/core/v1/user/terms-and-condition/*', admins)

/** Legal texts as admins keep them: versions per kind, country and language. */
export const adminLegalTextsRouter = router
  .openapi(routes.listLegalTexts, handlers.listLegalTexts)
  .openapi(routes.getLegalText, handlers.getLegalText)
  .openapi(routes.publishLegalText, handlers.publishLegalText)
  .openapi(routes.correctLegalText, handlers.correctLegalText)
