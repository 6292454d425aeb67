import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './terminal-connect.handlers.js'
import * as routes from './terminal-connect.routes.js'

// The Terminal Settings page's rule (admin/src/access/pages.ts): partners, for their own sites. Stripe's
// redirect carries no session: it only sends the browser on, and the page finishes with its own.
const partners = requireAccess({ roles: [UserRole.Partner] })

const router = createRouter()
router.use('/core/v1/partner-sites/:id/payment-provider', partners)
router.use('/core/v1/partner-sites/:id/payment-provider/*', partners)

export const terminalConnectRouter = router
  .openapi(routes.listConnections, handlers.listConnections)
  .openapi(routes.connect, handlers.connect_)
  .openapi(routes.callback, handlers.callback)
  .openapi(routes.deauthorize, handlers.deauthorize)
  .openapi(routes.stripeReturn, handlers.stripeReturn)
