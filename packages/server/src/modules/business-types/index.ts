import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './business-types.handlers.js'
import * as routes from './business-types.routes.js'

// The admin's `selects/business-type` page; the sign-up form reads the public list.
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/business-types', admins)
router.use('/core/v1/business-types/*', admins)

export const businessTypesRouter = router
  .openapi(routes.listBusinessTypes, handlers.listBusinessTypes)
  .openapi(routes.createBusinessType, handlers.createBusinessType)
  .openapi(routes.getBusinessType, handlers.getBusinessType)
  .openapi(routes.updateBusinessType, handlers.updateBusinessType)
  .openapi(routes.deleteBusinessType, handlers.deleteBusinessType)
  .openapi(routes.businessTypeList, handlers.businessTypeList)
