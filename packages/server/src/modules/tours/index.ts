import { createRouter } from '../../lib/router.js'
import * as handlers from './tours.handlers.js'
import * as routes from './tours.routes.js'

export const toursRouter = createRouter()
  .openapi(routes.tourDetail, handlers.tourDetail)
  .openapi(routes.availableDates, handlers.availableDates)
  .openapi(routes.optionsWithDate, handlers.optionsWithDate)
  .openapi(routes.ticketAvailability, handlers.ticketAvailability)
