import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './admin-hotels.handlers.js'
import * as routes from './admin-hotels.routes.js'

// The admin's Accommodations page's rule (admin/src/access/pages.ts: admin-accommodations).
const adminOnly = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/admin/hotels', adminOnly)
router.use('/core/v1/admin/hotels/*', adminOnly)

// The counts come before `/hotels/{id}/...` so "status-wise-count" is never taken for an id.
export const adminHotelsRouter = router
  .openapi(routes.adminHotelStatusWiseCount, handlers.adminHotelStatusWiseCount)
  .openapi(routes.listAdminHotels, handlers.listAdminHotels)
  .openapi(routes.updateAdminHotelStatus, handlers.updateAdminHotelStatus)
