import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess, requireAuth } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './guest-list.handlers.js'
import * as routes from './guest-list.routes.js'

// The Activities page's rule: suppliers with the activity module; partners and guests are refused.
const activityModule = requireAccess({ roles: [UserRole.Supplier], policies: [Policy.ACTIVITY_MODULE] })

const router = createRouter()
for (const path of ['guest-list', 'guest-list-summary', 'guest-list-export', 'update-check-in'])
  router.use(`/booking/v1/reservation/${path}/*`, requireAuth, activityModule)

export const guestListRouter = router
  .openapi(routes.guestList, handlers.guestList)
  .openapi(routes.guestListSummary, handlers.guestListSummary)
  .openapi(routes.exportGuestList, handlers.exportGuestList)
  .openapi(routes.updateCheckIn, handlers.updateCheckIn)
