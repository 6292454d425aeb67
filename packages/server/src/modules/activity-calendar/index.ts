import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess, requireAuth } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './activity-calendar.handlers.js'
import * as routes from './activity-calendar.routes.js'

// The Activity Calendar page's rule (admin/src/access/pages.ts): suppliers with the activity module.
const activityModule = requireAccess({ roles: [UserRole.Supplier], policies: [Policy.ACTIVITY_MODULE] })

const router = createRouter()
// These bases are outside /core/v1, whose token check the app applies to all its calls.
for (const path of [
  '/availability/v1/tours/calendar',
  '/availability/v1/tours/calendar/*',
  '/availability/v1/tours/change-allotments',
  '/booking/v1/reservation/tour',
])
  router.use(path, requireAuth, activityModule)

export const activityCalendarRouter = router
  .openapi(routes.calendar, handlers.calendar)
  .openapi(routes.calendarOptions, handlers.calendarOptions)
  .openapi(routes.departureBookings, handlers.departureBookings)
  .openapi(routes.changeAllotments, handlers.changeAllotments)
