import { createRouter } from '../../lib/router.js'
import * as handlers from './payments.handlers.js'
import * as routes from './payments.routes.js'

export const paymentsRouter = createRouter()
  .openapi(routes.publicKey, handlers.publicKey)
  .openapi(routes.createPaymentIntent, handlers.createPaymentIntent)
  .openapi(routes.stripeWebhook, handlers.stripeWebhook)
