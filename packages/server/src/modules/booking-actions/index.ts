import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './booking-actions.handlers.js'
import * as routes from './booking-actions.routes.js'

// The pages' rules (admin/src/access/pages.ts): a booking's actions are the Reservations page's;
// the Cancellations pages are the supplier's and the admin's. Whose rows is decided in every query.
const reservationsPage = requireAccess({ roles: [UserRole.Supplier, UserRole.Partner, UserRole.Admin] })
const cancellationsPage = requireAccess({ roles: [UserRole.Supplier, UserRole.Admin] })
// Only the activity's supplier, or an admin, moves a booking to another departure.
const moveBooking = requireAccess({ roles: [UserRole.Supplier, UserRole.Admin] })

const router = createRouter()
router.on('POST', '/booking/v1/cancel-reservation', reservationsPage)
router.on('POST', '/booking/v1/reservation/:ref/repair', reservationsPage)
router.on('GET', '/booking/v1/reservation/:ref/history', reservationsPage)
router.on('GET', '/booking/v1/reservation/:ref/empty-dates', moveBooking)
router.on('POST', '/booking/v1/reservation/:ref/change-date', moveBooking)
router.on(['GET', 'PUT'], ['/booking/v1/cancellation/*'], cancellationsPage)

/** A booking's back-office actions (`reservations/{ref}`) and the Cancellations pages. */
export const bookingActionsRouter = router
  .openapi(routes.cancelBooking, handlers.cancelBooking)
  .openapi(routes.repairBooking, handlers.repairBooking)
  .openapi(routes.bookingHistory, handlers.bookingHistory)
  .openapi(routes.bookingDepartures, handlers.bookingDepartures)
  .openapi(routes.changeBookingDate, handlers.changeBookingDate)
  .openapi(routes.cancellationDataTable, handlers.cancellationDataTable)
  .openapi(routes.getCancellation, handlers.getCancellation)
  .openapi(routes.updateRefundStatus, handlers.updateRefundStatus)
