import { UserRole } from '@jaunt/domain'
import { requireAccess, requireAuth } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './mail-texts.handlers.js'
import * as routes from './mail-texts.routes.js'

// The admin's `settings/mailtemplate` and `email-translation` pages.
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
// `/notification` is outside the token-checked prefixes of app.ts, so the router checks it itself.
router.use('/notification/email/*', requireAuth, admins)

/** The mails' texts as admins read, preview and reword them per language. */
export const mailTextsRouter = router
  .openapi(routes.listMailTemplates, handlers.listMailTemplates)
  .openapi(routes.getMailTranslation, handlers.getMailTranslation)
  .openapi(routes.saveMailTranslation, handlers.saveMailTranslation)
  .openapi(routes.previewMail, handlers.previewMail)
