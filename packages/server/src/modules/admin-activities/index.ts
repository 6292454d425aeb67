import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './admin-activities.handlers.js'
import * as routes from './admin-activities.routes.js'

// The admin's Activities page's rule (admin/src/access/pages.ts: admin-activities).
const adminOnly = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/admin/tours', adminOnly)
router.use('/core/v1/admin/tours/*', adminOnly)

// The counts come before `/tours/{id}` so "status-wise-count" is never taken for an id.
export const adminActivitiesRouter = router
  .openapi(routes.adminActivityStatusWiseCount, handlers.adminActivityStatusWiseCount)
  .openapi(routes.listAdminActivities, handlers.listAdminActivities)
  .openapi(routes.createAdminActivity, handlers.createAdminActivity)
  .openapi(routes.getAdminActivity, handlers.getAdminActivity)
  .openapi(routes.updateAdminActivity, handlers.updateAdminActivity)
  .openapi(routes.updateAdminActivityStatus, handlers.updateAdminActivityStatus)
