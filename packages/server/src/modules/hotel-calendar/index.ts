import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess, requireAuth } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './hotel-calendar.handlers.js'
import * as routes from './hotel-calendar.routes.js'

// The Accommodation Calendar page's rule (admin/src/access/pages.ts): suppliers with the accommodation module.
const accommodationModule = requireAccess({
  roles: [UserRole.Supplier],
  policies: [Policy.ACCOMMODATION_MODULE],
})

const router = createRouter()
router.use('/core/v1/hotels/booking-service-list', accommodationModule)
// This base is outside /core/v1, whose token check the app applies to all its calls.
router.use('/availability/v1/hotel/*', requireAuth, accommodationModule)

export const hotelCalendarRouter = router
  .openapi(routes.bookingServiceList, handlers.bookingServiceList)
  .openapi(routes.roomRates, handlers.roomRates)
  .openapi(routes.calendar, handlers.calendar)
  .openapi(routes.changeCalendar, handlers.changeCalendar)
