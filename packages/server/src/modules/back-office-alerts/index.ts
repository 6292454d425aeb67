import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './alerts.handlers.js'
import * as routes from './alerts.routes.js'

// The admin's Tools › Alerts page; every back-office user reads the ones meant for them.
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/admin/alerts', admins)
router.use('/core/v1/admin/alerts/*', admins)

/** Messages admins show to back-office users, by role and period. */
export const backOfficeAlertsRouter = router
  .openapi(routes.listAlerts, handlers.listAlerts)
  .openapi(routes.createAlert, handlers.createAlert)
  .openapi(routes.getAlert, handlers.getAlert)
  .openapi(routes.updateAlert, handlers.updateAlert)
  .openapi(routes.deleteAlert, handlers.deleteAlert)
  .openapi(routes.activeAlerts, handlers.activeAlerts)
