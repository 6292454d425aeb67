import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './terminal-desk.handlers.js'
import * as routes from './terminal-desk.routes.js'

// The Card reader page's rule (admin/src/access/pages.ts) is operators; the site's partner may also
// run its own reader, and each call then checks the site (and the operator's terminal token).
const deskUsers = requireAccess({ roles: [UserRole.Operator, UserRole.Partner] })

const router = createRouter()
for (const path of [
  '/core/v1/terminal-operator/*',
  '/core/v1/stripe-connection-token/*',
  '/core/v1/terminal-reader-location',
]) {
  router.use(path, deskUsers)
}

export const terminalDeskRouter = router
  .openapi(routes.operatorSites, handlers.operatorSites)
  .openapi(routes.operatorLogin, handlers.operatorLogin)
  .openapi(routes.deskSetup, handlers.deskSetup)
  .openapi(routes.readerLocation, handlers.readerLocation)
  .openapi(routes.connectionToken, handlers.connectionToken)
  .openapi(routes.startPayment, handlers.startPayment)
  .openapi(routes.confirmPayment, handlers.confirmPayment)
  .openapi(routes.cancelPayment, handlers.cancelPayment)
