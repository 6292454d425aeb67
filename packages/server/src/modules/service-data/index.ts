import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './service-data.handlers.js'
import * as routes from './service-data.routes.js'

export { SERVICE_DATA_QUEUE, resumeServiceDataJobs, runServiceDataJob } from './service-data.service.js'

const router = createRouter()
// The page's rule (tools/send-service-data in admin/src/access/pages.ts): admins.
router.use('/core/v1/tools/service-data-jobs', requireAccess({ roles: [UserRole.Admin] }))

export const serviceDataRouter = router
  .openapi(routes.serviceDataJobs, handlers.serviceDataJobs)
  .openapi(routes.queueServiceDataJobs, handlers.queueServiceDataJobs)
