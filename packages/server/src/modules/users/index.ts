import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as adminHandlers from './user-admin.handlers.js'
import * as adminRoutes from './user-admin.routes.js'
import * as handlers from './users.handlers.js'
import * as routes from './users.routes.js'

// The Users pages' rule (admin/src/access/pages.ts, users-partners): admins only.
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.post('/core/v1/user-listing', admins)
router.post('/core/v1/user-policies', admins)
router.use('/core/v1/admin/user/*', admins)
router.delete('/core/v1/user/:id', admins)
router.post('/core/v1/user/registration', admins)

export const usersRouter = router
  .openapi(routes.currentUser, handlers.currentUser)
  .openapi(routes.acceptTerms, handlers.acceptTerms)
  .openapi(routes.changePassword, handlers.changePassword)
  .openapi(routes.logInAs, handlers.logInAs)
  .openapi(routes.updateProfile, handlers.updateProfile)
  .openapi(routes.adminUsers, handlers.adminUsers)
  .openapi(adminRoutes.userListing, adminHandlers.userListing)
  .openapi(adminRoutes.userDetail, adminHandlers.userDetail)
  .openapi(adminRoutes.editUser, adminHandlers.editUser)
  .openapi(adminRoutes.changeUserStatus, adminHandlers.changeUserStatus)
  .openapi(adminRoutes.setUserPolicies, adminHandlers.setUserPolicies)
  .openapi(adminRoutes.deleteUser, adminHandlers.deleteUser)
  .openapi(adminRoutes.createUser, adminHandlers.createUser)
  .openapi(adminRoutes.sendPasswordReset, adminHandlers.sendPasswordReset)
