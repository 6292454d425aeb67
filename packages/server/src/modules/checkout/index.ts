import { createRouter } from '../../lib/router.js'
import * as handlers from './checkout.handlers.js'
import * as routes from './checkout.routes.js'

export const checkoutRouter = createRouter()
  .openapi(routes.hold, handlers.hold)
  .openapi(routes.confirm, handlers.confirm)
  .openapi(routes.cancel, handlers.cancel)
  .openapi(routes.bookingDetails, handlers.bookingDetails)
