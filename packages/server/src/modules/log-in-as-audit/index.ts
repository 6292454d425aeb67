import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './log-in-as-audit.handlers.js'
import * as routes from './log-in-as-audit.routes.js'

// The admin's Tools › Log-in-as audit page (admin/src/access/pages.ts, tools-log-in-as-audit): admins only.
const router = createRouter()
router.use('/core/v1/log-in-as-audit', requireAccess({ roles: [UserRole.Admin] }))

/** Who logged in as whom: the trail `impersonation_audit` keeps of every log-in-as. */
export const logInAsAuditRouter = router.openapi(routes.listLogInAsAudit, handlers.listLogInAsAudit)
