import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './external-sync.handlers.js'
import * as routes from './external-sync.routes.js'

export { ICAL_SYNC_CRON, ICAL_SYNC_QUEUE, syncEveryFeed } from './feed-sync.service.js'

// A room type's calendars follow the Accommodations page's rule; the tool's list is the admin's page.
const accommodationModule = requireAccess({
  roles: [UserRole.Supplier],
  policies: [Policy.ACCOMMODATION_MODULE],
})
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/hotel-room-types/:id/ical-link', accommodationModule)
router.use('/core/v1/hotel-room-types/:id/ical-link/*', accommodationModule)
router.use('/core/v1/hotel-room-types/:id/ical-export', accommodationModule)
router.use('/core/v1/tools/external-sync', admins)
router.use('/core/v1/tools/external-sync/*', admins)

/** iCal sync of hotel room types with the other channels that sell them (Tools › External sync). */
export const externalSyncRouter = router
  .openapi(routes.getIcalLink, handlers.getIcalLink)
  .openapi(routes.saveIcalLink, handlers.saveIcalLink)
  .openapi(routes.deleteIcalLink, handlers.deleteIcalLink)
  .openapi(routes.syncIcalLink, handlers.syncIcalLink)
  .openapi(routes.getIcalExport, handlers.getIcalExport)
  .openapi(routes.rotateIcalExport, handlers.rotateIcalExport)
  .openapi(routes.roomCalendarFeed, handlers.roomCalendarFeed)
  .openapi(routes.listExternalSync, handlers.listExternalSync)
  .openapi(routes.syncExternalSync, handlers.syncExternalSync)
