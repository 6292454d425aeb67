import { ADMIN_PRODUCT_KINDS, UserRole, type AdminProductKind } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import { listSuppliers, productHandlers } from './admin-products.handlers.js'
import { KIND_NAMES, productRoutes, selectSuppliers } from './admin-products.routes.js'

// The admin pages' rule (admin/src/access/pages.ts: admin-rentals, -restaurants, -attractions).
const adminOnly = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/select/supplier', adminOnly)

function addKind(kind: AdminProductKind) {
  const base = `/core/v1/${KIND_NAMES[kind].path}`
  router.use(base, adminOnly)
  router.use(`${base}/*`, adminOnly)
  const routes = productRoutes(kind)
  const handlers = productHandlers(kind)
  router
    .openapi(routes.list, handlers.list)
    .openapi(routes.create, handlers.create)
    .openapi(routes.get, handlers.get)
    .openapi(routes.update, handlers.update)
    .openapi(routes.updateStatus, handlers.updateStatus)
}

for (const kind of ADMIN_PRODUCT_KINDS) addKind(kind)

/** `/core/v1/rentals`, `/restaurants`, `/attractions` and the supplier choice: admin only. */
export const adminProductsRouter = router.openapi(selectSuppliers, listSuppliers)
