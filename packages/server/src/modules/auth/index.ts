import { createRouter } from '../../lib/router.js'
import * as handlers from './auth.handlers.js'
import * as routes from './auth.routes.js'

export const authRouter = createRouter()
  .openapi(routes.login, handlers.login)
  .openapi(routes.refreshToken, handlers.refreshToken)
  .openapi(routes.logout, handlers.logout)
