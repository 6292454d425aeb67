import { createRouter } from '../../lib/router.js'
import * as handlers from './partner-sites.handlers.js'
import * as embedRoutes from './embed-settings.routes.js'
import * as routes from './partner-sites.routes.js'

export const partnerSitesRouter = createRouter()
  .openapi(routes.publicSiteByHost, handlers.publicSiteByHost)
  .openapi(routes.publicSiteById, handlers.publicSiteById)
  .openapi(routes.siteById, handlers.siteById)
  .openapi(routes.siteList, handlers.siteList)
  .openapi(embedRoutes.embedSettings, handlers.embedSettings)
  .openapi(embedRoutes.updateEmbedSettings, handlers.updateEmbedSettings)
