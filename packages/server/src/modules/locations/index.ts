import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './locations.handlers.js'
import * as routes from './locations.routes.js'

// The admin's `settings/locations` page; suppliers choose a location through `/select/location`.
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/locations', admins)
router.use('/core/v1/locations/*', admins)

/** The places products are in, as admins keep them. */
export const locationsRouter = router
  .openapi(routes.listLocations, handlers.listLocations)
  .openapi(routes.createLocation, handlers.createLocation)
  .openapi(routes.getLocation, handlers.getLocation)
  .openapi(routes.updateLocation, handlers.updateLocation)
  .openapi(routes.deleteLocation, handlers.deleteLocation)
