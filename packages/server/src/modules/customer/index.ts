import { OpenAPIHono } from '@hono/zod-openapi'
import { createRouter } from '../../lib/router.js'
import { validationHook } from '../../lib/validation.js'
import * as handlers from './customer.handlers.js'
import * as routes from './customer.routes.js'
import type { CustomerEnv } from './customer-session.js'

export { isCustomerPath, requireCustomer } from './customer-session.js'

/** The customer's login by emailed link, public like the storefront. */
export const customerLoginRouter = createRouter()
  .openapi(routes.login, handlers.login)
  .openapi(routes.loginToken, handlers.loginToken)

/** The customer's own bookings, behind the customer session token (`requireCustomer`, mounted in the app). */
export const customerRouter = new OpenAPIHono<CustomerEnv>({
  strict: false,
  // The app's hook, typed for the app's variables; this router only adds `customer` to them.
  defaultHook: validationHook as never,
})
  .openapi(routes.reservationList, handlers.reservationList)
  .openapi(routes.reservation, handlers.reservation)
  .openapi(routes.cancellationPolicy, handlers.cancellationPolicy)
  .openapi(routes.cancel, handlers.cancel)
  .openapi(routes.packageReservation, handlers.packageReservation)

customerRouter.openAPIRegistry.registerComponent('securitySchemes', 'customerSession', {
  type: 'http',
  scheme: 'bearer',
  description: 'The customer_session_token from POST /core/public/customer/login/token',
})
