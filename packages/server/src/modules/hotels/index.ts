import { createRouter } from '../../lib/router.js'
import * as handlers from './hotels.handlers.js'
import * as routes from './hotels.routes.js'

export const hotelsRouter = createRouter()
  .openapi(routes.features, handlers.features)
  .openapi(routes.listingHotel, handlers.listingHotel)
  .openapi(routes.atGlance, handlers.atGlance)
  .openapi(routes.hotelFeature, handlers.hotelFeature)
  .openapi(routes.availability, handlers.availability)
  .openapi(routes.availableDates, handlers.availableDates)
  .openapi(routes.emptyDates, handlers.emptyDates)
