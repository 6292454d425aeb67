import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './admin-categories.handlers.js'
import * as routes from './admin-categories.routes.js'

// The admin's `selects/service-category` page; suppliers choose through `/select/service-category`.
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/service-categories', admins)
router.use('/core/v1/service-categories/*', admins)

/** The category tree as admins keep it: names per language, parent, order. */
export const adminCategoriesRouter = router
  .openapi(routes.listServiceCategories, handlers.listServiceCategories)
  .openapi(routes.createServiceCategory, handlers.createServiceCategory)
  .openapi(routes.getServiceCategory, handlers.getServiceCategory)
  .openapi(routes.updateServiceCategory, handlers.updateServiceCategory)
  .openapi(routes.deleteServiceCategory, handlers.deleteServiceCategory)
