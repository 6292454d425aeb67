import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './admin-tags.handlers.js'
import * as routes from './admin-tags.routes.js'

// The admin's `selects/tag` page; suppliers choose tags through `/select/tag/all`.
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/tags', admins)
router.use('/core/v1/tags/*', admins)

/** Tags as admins keep them: a slug and a name per language. */
export const adminTagsRouter = router
  .openapi(routes.listTags, handlers.listTags)
  .openapi(routes.createTag, handlers.createTag)
  .openapi(routes.getTag, handlers.getTag)
  .openapi(routes.updateTag, handlers.updateTag)
  .openapi(routes.deleteTag, handlers.deleteTag)
