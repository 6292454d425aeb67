import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './admin-tax-categories.handlers.js'
import * as routes from './admin-tax-categories.routes.js'

// The admin's `settings/tax-categories` page; suppliers choose through `/select/tax-category`.
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/tax-categories', admins)
router.use('/core/v1/tax-categories/*', admins)

/** Tax categories as admins keep them: a slug, a name per language and a rate. */
export const adminTaxCategoriesRouter = router
  .openapi(routes.listTaxCategories, handlers.listTaxCategories)
  .openapi(routes.createTaxCategory, handlers.createTaxCategory)
  .openapi(routes.getTaxCategory, handlers.getTaxCategory)
  .openapi(routes.updateTaxCategory, handlers.updateTaxCategory)
  .openapi(routes.deleteTaxCategory, handlers.deleteTaxCategory)
