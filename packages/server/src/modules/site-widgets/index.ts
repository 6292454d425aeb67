import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './site-widgets.handlers.js'
import * as routes from './site-widgets.routes.js'

// The Widgets page's rule (admin/src/access/pages.ts): partners with the widget policy.
const widgetMakers = requireAccess({ roles: [UserRole.Partner], policies: [Policy.PARTNER_WIDGET_POLICY] })

const router = createRouter()
router.use('/core/v1/partner-sites/:id/widgets', widgetMakers)
router.use('/core/v1/partner-sites/:id/widgets/*', widgetMakers)

/** A site's widgets: the elements partners paste elsewhere, with options and analytics. */
export const siteWidgetsRouter = router
  .openapi(routes.listSiteWidgets, handlers.listSiteWidgets)
  .openapi(routes.createSiteWidget, handlers.createSiteWidget)
  .openapi(routes.getSiteWidget, handlers.getSiteWidget)
  .openapi(routes.updateSiteWidget, handlers.updateSiteWidget)
  .openapi(routes.deleteSiteWidget, handlers.deleteSiteWidget)
