import { canManageSubUsers } from '@jaunt/domain'
import type { MiddlewareHandler } from 'hono'
import { forbidden } from '../../lib/errors.js'
import { createRouter } from '../../lib/router.js'
import type { AppEnv } from '../../lib/types.js'
import * as handlers from './sub-users.handlers.js'
import * as routes from './sub-users.routes.js'

// The Sub-Users page's rule: a top-level user holding CREATE_OPERATOR_POLICY; every query is theirs.
const managers: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!canManageSubUsers(c.get('user'))) throw forbidden()
  await next()
}

const router = createRouter()
router.use('/core/v1/sub-users', managers)
router.use('/core/v1/sub-users/*', managers)

/** A partner's sub-users: the operators who run their card readers (spec part 2, Users: `users`). */
export const subUsersRouter = router
  .openapi(routes.listSubUsers, handlers.listSubUsers)
  .openapi(routes.createSubUser, handlers.createSubUser)
  .openapi(routes.getSubUser, handlers.getSubUser)
  .openapi(routes.editSubUser, handlers.editSubUser)
  .openapi(routes.deleteSubUser, handlers.deleteSubUser)
  .openapi(routes.resendInvitation, handlers.resendInvitation)
