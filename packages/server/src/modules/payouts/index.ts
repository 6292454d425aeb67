import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import { payoutHandlers, readPayoutAccount, writePayoutAccount } from './payouts.handlers.js'
import { getPayoutAccount, payoutRoutes, setPayoutAccount } from './payouts.routes.js'

// The earnings pages' rules (admin/src/access/pages.ts): owners read their own payouts; paying a supplier out
// and the payout account are the admin's (the Users page's rule); a partner may also pay their own approved
// commission now ("pay commission now"), the service checking the earning is theirs.
const supplierPage = requireAccess({ roles: [UserRole.Supplier, UserRole.Admin] })
const partnerPage = requireAccess({ roles: [UserRole.Partner, UserRole.Admin] })
const adminOnly = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.get('/core/v1/supplier-earnings/:id/payouts', supplierPage)
router.get('/core/v1/supplier-earnings/:id/payouts/*', supplierPage)
router.get('/core/v1/partner-earnings/:id/payouts', partnerPage)
router.get('/core/v1/partner-earnings/:id/payouts/*', partnerPage)
router.post('/core/v1/supplier-earnings/:id/payout', adminOnly)
router.post('/core/v1/partner-earnings/:id/payout', partnerPage)
router.use('/core/v1/admin/user/:id/payout-account', adminOnly)

const supplier = { routes: payoutRoutes('supplier'), handlers: payoutHandlers('supplier') }
const partner = { routes: payoutRoutes('partner'), handlers: payoutHandlers('partner') }

export const payoutsRouter = router
  .openapi(supplier.routes.list, supplier.handlers.list)
  .openapi(supplier.routes.pay, supplier.handlers.pay)
  .openapi(supplier.routes.receipt, supplier.handlers.receipt)
  .openapi(partner.routes.list, partner.handlers.list)
  .openapi(partner.routes.pay, partner.handlers.pay)
  .openapi(partner.routes.receipt, partner.handlers.receipt)
  .openapi(getPayoutAccount, readPayoutAccount)
  .openapi(setPayoutAccount, writePayoutAccount)
