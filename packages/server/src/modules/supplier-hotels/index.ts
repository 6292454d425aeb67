import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as roomHandlers from './hotel-rooms.handlers.js'
import * as roomRoutes from './hotel-rooms.routes.js'
import * as handlers from './supplier-hotels.handlers.js'
import * as routes from './supplier-hotels.routes.js'

// The Accommodations page's rule (admin/src/access/pages.ts): suppliers with the accommodation module.
const accommodationModule = requireAccess({
  roles: [UserRole.Supplier],
  policies: [Policy.ACCOMMODATION_MODULE],
})

const router = createRouter()
router.use('/core/v1/hotels', accommodationModule)
router.use('/core/v1/hotels/*', accommodationModule)
router.use('/core/v1/hotel-room-types/*', accommodationModule)
router.use('/core/v1/hotel-rate-plans/*', accommodationModule)
router.use('/core/v1/hotel-choices', accommodationModule)
router.use('/core/v1/public/hotels/channel-manager', accommodationModule)

// The counts come before `/hotels/{id}`, which would otherwise take "status-wise-count" for an id.
export const supplierHotelsRouter = router
  .openapi(routes.statusWiseCount, handlers.statusWiseCount)
  .openapi(routes.listHotels, handlers.listHotels)
  .openapi(routes.createHotel, handlers.createHotel)
  .openapi(routes.getHotel, handlers.getHotel)
  .openapi(routes.updateHotel, handlers.updateHotel)
  .openapi(routes.updateStatus, handlers.updateStatus)
  .openapi(routes.listChannelManagers, handlers.listChannelManagers)
  .openapi(routes.hotelChoices, handlers.hotelChoices)
  .openapi(roomRoutes.listRoomTypes, roomHandlers.listRoomTypes)
  .openapi(roomRoutes.createRoomType, roomHandlers.createRoomType)
  .openapi(roomRoutes.getRoomType, roomHandlers.getRoomType)
  .openapi(roomRoutes.updateRoomType, roomHandlers.updateRoomType)
  .openapi(roomRoutes.deleteRoomType, roomHandlers.deleteRoomType)
  .openapi(roomRoutes.listRatePlans, roomHandlers.listRatePlans)
  .openapi(roomRoutes.createRatePlan, roomHandlers.createRatePlan)
  .openapi(roomRoutes.getRatePlan, roomHandlers.getRatePlan)
  .openapi(roomRoutes.updateRatePlan, roomHandlers.updateRatePlan)
  .openapi(roomRoutes.deleteRatePlan, roomHandlers.deleteRatePlan)
