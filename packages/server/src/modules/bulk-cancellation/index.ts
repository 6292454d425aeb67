import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './bulk-cancellation.handlers.js'
import * as routes from './bulk-cancellation.routes.js'

export { BULK_CANCEL_QUEUE } from './bulk-cancellation.service.js'
export { resumeBulkCancellations, runBulkCancellation } from './bulk-cancel.job.js'

// The calendar's rule, as the Activities page: suppliers with the activity module.
const activityModule = requireAccess({ roles: [UserRole.Supplier], policies: [Policy.ACTIVITY_MODULE] })

const router = createRouter()
router.use('/booking/v1/bulk-cancel-reservation', activityModule)
router.use('/booking/v1/bulk-cancel-reservation/*', activityModule)
router.use('/booking/v1/check-workflow-status', activityModule)
router.use('/booking/v1/reservation/:id/partial-refund', activityModule)

/** The calendar's bulk cancellation of departures (`calendar/{id}/{tour_option_id}/bulk-cancellation`)
 * and a supplier's partial refund of one booking. */
export const bulkCancellationRouter = router
  .openapi(routes.listDepartures, handlers.listDepartures)
  .openapi(routes.startBulkCancel, handlers.startBulkCancel)
  .openapi(routes.checkWorkflowStatus, handlers.checkWorkflowStatus)
  .openapi(routes.getWorkflowStatus, handlers.getWorkflowStatus)
  .openapi(routes.partialRefund, handlers.partialRefund)
