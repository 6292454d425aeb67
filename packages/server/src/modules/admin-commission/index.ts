import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './admin-commission.handlers.js'
import * as routes from './admin-commission.routes.js'

// The admin's `settings/commission` and `settings/commission-categories` pages; checkout reads the values.
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/admin/commission', admins)
router.use('/core/v1/admin/commission/*', admins)
router.use('/core/v1/commission-categories', admins)
router.use('/core/v1/commission-categories/*', admins)

/** The marketplace's default commission, each category's and each partner site's share. */
export const adminCommissionRouter = router
  .openapi(routes.getCommissionSettings, handlers.getCommissionSettings)
  .openapi(routes.updateCommissionSettings, handlers.updateCommissionSettings)
  .openapi(routes.listPartnerShares, handlers.listPartnerShares)
  .openapi(routes.getPartnerShare, handlers.getPartnerShare)
  .openapi(routes.updatePartnerShare, handlers.updatePartnerShare)
  .openapi(routes.listCategoryCommissions, handlers.listCategoryCommissions)
  .openapi(routes.getCategoryCommission, handlers.getCategoryCommission)
  .openapi(routes.updateCategoryCommission, handlers.updateCategoryCommission)
