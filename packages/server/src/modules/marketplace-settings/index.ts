import { UserRole, type MarketplaceSettingGroup } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as faqRoutes from './faq-entries.routes.js'
import * as handlers from './marketplace-settings.handlers.js'
import * as routes from './marketplace-settings.routes.js'

// The admin's `settings/*` pages (admin/src/access/pages.ts): admins only.
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/admin/settings/*', admins)
router.use('/core/v1/admin/faq-entries', admins)
router.use('/core/v1/admin/faq-entries/*', admins)
router
  .openapi(routes.getPublicMarketplaceSettings, handlers.getPublicMarketplaceSettings)
  .openapi(faqRoutes.publicFaq, handlers.publicFaq)
  .openapi(faqRoutes.listFaqEntries, handlers.listFaqEntries)
  .openapi(faqRoutes.createFaqEntry, handlers.createFaqEntry)
  .openapi(faqRoutes.getFaqEntry, handlers.getFaqEntry)
  .openapi(faqRoutes.updateFaqEntry, handlers.updateFaqEntry)
  .openapi(faqRoutes.deleteFaqEntry, handlers.deleteFaqEntry)

for (const [group, { read, update }] of Object.entries(routes.marketplaceSettingRoutes)) {
  const groupHandlers = handlers.groupHandlers(group as MarketplaceSettingGroup)
  // Each group's body schema differs; the loop registers them all with the one pair of handlers.
  router.openapi(read, groupHandlers.read as never)
  router.openapi(update, groupHandlers.update as never)
}

/** The admin's Settings groups and FAQ, and what hosted sites read of them. */
export const marketplaceSettingsRouter = router
