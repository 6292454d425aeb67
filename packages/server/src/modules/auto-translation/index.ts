import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './auto-translation.handlers.js'
import * as routes from './auto-translation.routes.js'

export { resumeAutoTranslations, runAutoTranslation } from './auto-translation.job.js'
export { AUTO_TRANSLATION_QUEUE } from './auto-translation.service.js'

const router = createRouter()
// The page's rule (tools/auto-translation in admin/src/access/pages.ts): admins.
const admins = requireAccess({ roles: [UserRole.Admin] })
router.use('/core/v1/tools/auto-translation/*', admins)

export const autoTranslationRouter = router
  .openapi(routes.previewAutoTranslation, handlers.previewAutoTranslation)
  .openapi(routes.startAutoTranslation, handlers.startAutoTranslation)
  .openapi(routes.listAutoTranslationRuns, handlers.listAutoTranslationRuns)
  .openapi(routes.getAutoTranslationRun, handlers.getAutoTranslationRun)
