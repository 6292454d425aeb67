import { UserRole, type SiteSettingGroup } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './partner-sites.handlers.js'
import * as embedRoutes from './embed-settings.routes.js'
import * as routes from './partner-sites.routes.js'
import * as approvalHandlers from './site-approval.handlers.js'
import * as approvalRoutes from './site-approval.routes.js'
import * as directoryHandlers from './site-directory.handlers.js'
import * as directoryRoutes from './site-directory.routes.js'
import * as changeHandlers from './site-change.handlers.js'
import * as changeRoutes from './site-change.routes.js'
import * as settingsHandlers from './site-settings.handlers.js'
import * as settingsRoutes from './site-settings.routes.js'

// The site pages' rule (admin/src/access/pages.ts): partners, for their own sites; admins, for any.
const partners = requireAccess({ roles: [UserRole.Partner, UserRole.Admin] })
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.post('/core/v1/partner-sites', requireAccess({ roles: [UserRole.Partner] }))
router.use('/core/v1/partner-sites/:id/general-settings', partners)
router.use('/core/v1/partner-sites/:id/settings/*', partners)
router.use('/core/v1/partner-sites/:id/general-settings/*', partners)
router.use('/core/v1/admin/partner-site-changes', admins)
router.use('/core/v1/admin/partner-site-changes/*', admins)
router.use('/core/v1/admin/partner-sites', admins)
router.use('/core/v1/admin/partner-sites/*', admins)
router.use('/core/v1/admin/partner-site-list', admins)
router
  .openapi(routes.publicSiteByHost, handlers.publicSiteByHost)
  .openapi(routes.publicSiteById, handlers.publicSiteById)
  .openapi(routes.siteById, handlers.siteById)
  .openapi(routes.siteList, handlers.siteList)
  .openapi(embedRoutes.embedSettings, handlers.embedSettings)
  .openapi(embedRoutes.updateEmbedSettings, handlers.updateEmbedSettings)
  .openapi(settingsRoutes.createSite, settingsHandlers.createSite)
  .openapi(settingsRoutes.generalSettings, settingsHandlers.generalSettings)
  .openapi(settingsRoutes.updateGeneralSettings, settingsHandlers.updateGeneralSettings)
  .openapi(approvalRoutes.siteApprovals, approvalHandlers.siteApprovals)
  .openapi(approvalRoutes.approveSite, approvalHandlers.approveSite)
  .openapi(approvalRoutes.rejectSite, approvalHandlers.rejectSite)
  .openapi(directoryRoutes.siteDirectory, directoryHandlers.siteDirectory)
  .openapi(directoryRoutes.siteDirectoryRow, directoryHandlers.siteDirectoryRow)
  .openapi(directoryRoutes.deactivateSite, directoryHandlers.deactivateSite)
  .openapi(directoryRoutes.activateSite, directoryHandlers.activateSite)
  .openapi(changeRoutes.siteChanges, changeHandlers.siteChanges)
  .openapi(changeRoutes.approveSiteChange, changeHandlers.approveSiteChange)
  .openapi(changeRoutes.rejectSiteChange, changeHandlers.rejectSiteChange)
  .openapi(changeRoutes.withdrawSiteChange, changeHandlers.withdrawSiteChange)
  .openapi(changeRoutes.siteChangeHistory, changeHandlers.siteChangeHistory)

for (const [group, { read, update }] of Object.entries(settingsRoutes.settingsGroupRoutes)) {
  const groupHandlers = settingsHandlers.groupHandlers(group as SiteSettingGroup)
  // Each group's body schema differs; the loop registers them all with the one pair of handlers.
  router.openapi(read, groupHandlers.read as never)
  router.openapi(update, groupHandlers.update as never)
}

export const partnerSitesRouter = router
