import { createRouter } from '../../lib/router.js'
import * as handlers from './sign-up.handlers.js'
import * as routes from './sign-up.routes.js'

/** Public sign-up and the emailed password links (spec part 2, Public user). */
export const signUpRouter = createRouter()
  .openapi(routes.countryList, handlers.countryList)
  .openapi(routes.registration, handlers.registration)
  .openapi(routes.sendLink, handlers.sendLink)
  .openapi(routes.verifyToken, handlers.verifyToken)
  .openapi(routes.passwordUpdate, handlers.passwordUpdate)
