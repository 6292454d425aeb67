import { createRouter } from '../../lib/router.js'
import * as handlers from './users.handlers.js'
import * as routes from './users.routes.js'

export const usersRouter = createRouter()
  .openapi(routes.currentUser, handlers.currentUser)
  .openapi(routes.acceptTerms, handlers.acceptTerms)
  .openapi(routes.changePassword, handlers.changePassword)
  .openapi(routes.logInAs, handlers.logInAs)
  .openapi(routes.updateProfile, handlers.updateProfile)
  .openapi(routes.adminUsers, handlers.adminUsers)
