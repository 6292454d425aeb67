import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './payout-connect.handlers.js'
import * as routes from './payout-connect.routes.js'

// The earnings pages' rule (admin/src/access/pages.ts): suppliers and partners, each for their own
// account (the service refuses sub-users). Admins set anyone's on the user page instead.
const owners = requireAccess({ roles: [UserRole.Supplier, UserRole.Partner] })

const router = createRouter()
router.use('/core/v1/payout-account', owners)
router.use('/core/v1/payout-account/*', owners)

export const payoutConnectRouter = router
  .openapi(routes.getOwn, handlers.getOwn)
  .openapi(routes.connect, handlers.connect)
  .openapi(routes.callback, handlers.callback)
  .openapi(routes.disconnect, handlers.disconnect)
