import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import { earningHandlers } from './earnings.handlers.js'
import { earningRoutes } from './earnings.routes.js'

// The pages' rules (admin/src/access/pages.ts): supplier-earnings for suppliers, partner-earnings for
// partners, and the admin's payouts page; which earnings each sees is decided in every query.
const supplierPage = requireAccess({ roles: [UserRole.Supplier, UserRole.Admin] })
const partnerPage = requireAccess({ roles: [UserRole.Partner, UserRole.Admin] })
const adminOnly = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.on('GET', ['/core/v1/supplier-earnings', '/core/v1/supplier-earnings/*'], supplierPage)
router.on('GET', ['/core/v1/partner-earnings', '/core/v1/partner-earnings/*'], partnerPage)
router.on('PUT', ['/core/v1/supplier-earnings/*', '/core/v1/partner-earnings/*'], adminOnly)

const supplier = { routes: earningRoutes('supplier'), handlers: earningHandlers('supplier') }
const partner = { routes: earningRoutes('partner'), handlers: earningHandlers('partner') }

// The export comes before `/{id}`, which would otherwise take it for an id.
export const earningsRouter = router
  .openapi(supplier.routes.list, supplier.handlers.list)
  .openapi(supplier.routes.exportFile, supplier.handlers.exportFile)
  .openapi(supplier.routes.detail, supplier.handlers.detail)
  .openapi(supplier.routes.status, supplier.handlers.status)
  .openapi(partner.routes.list, partner.handlers.list)
  .openapi(partner.routes.exportFile, partner.handlers.exportFile)
  .openapi(partner.routes.detail, partner.handlers.detail)
  .openapi(partner.routes.status, partner.handlers.status)
