import { UserRole } from '@jaunt/domain'
import { requireAccess, requireAuth } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as packageActions from './package-actions.handlers.js'
import * as packageRoutes from './package-actions.routes.js'
import * as handlers from './reservations.handlers.js'
import * as routes from './reservations.routes.js'

// The Reservations pages' rules (admin/src/access/pages.ts): suppliers and partners in the panel,
// admins in the admin area; which bookings each sees is decided in every query (reservation-scope.ts).
const reservationsPage = requireAccess({ roles: [UserRole.Supplier, UserRole.Partner, UserRole.Admin] })

// Only these calls: other booking calls under /booking/v1/reservation have rules of their own.
const router = createRouter()
router.on('GET', '/booking/v1/reservation/*', requireAuth, reservationsPage)
router.on('POST', '/booking/v1/reservation/:ref/resend-confirmation', requireAuth, reservationsPage)
router.on('POST', '/booking/v1/reservation/package/:paymentRef/:id/cancel', requireAuth, reservationsPage)
router.on(
  'POST',
  '/booking/v1/reservation/package/:paymentRef/:id/resend-confirmation',
  requireAuth,
  reservationsPage,
)

for (const action of ['partial-refund', 'repair']) {
  router.on(
    'POST',
    `/booking/v1/reservation/package/:paymentRef/:id/${action}`,
    requireAuth,
    reservationsPage,
  )
}

// The table and its export come before `/reservation/{ref}`, which would otherwise take them for a ref.
export const reservationsRouter = router
  .openapi(routes.reservationDataTable, handlers.reservationDataTable)
  .openapi(routes.reservationExport, handlers.reservationExport)
  .openapi(routes.getReservationDetails, handlers.getReservationDetails)
  .openapi(routes.getReservation, handlers.getReservation)
  .openapi(routes.resendConfirmation, handlers.resendConfirmation)
  .openapi(routes.getPackageBooking, handlers.getPackageBooking)
  .openapi(routes.cancelPackageBooking, handlers.cancelPackageBooking)
  .openapi(routes.resendPackageConfirmation, handlers.resendPackageConfirmation)
  .openapi(packageRoutes.refundPackage, packageActions.refundPackage)
  .openapi(packageRoutes.repairPackage, packageActions.repairPackage)
