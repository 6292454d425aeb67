import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './terminals.handlers.js'
import * as routes from './terminals.routes.js'

// The Terminal Settings page's rule (admin/src/access/pages.ts): partners, for their own sites.
const partners = requireAccess({ roles: [UserRole.Partner] })

const router = createRouter()
for (const path of [
  '/core/v1/terminal-locations',
  '/core/v1/terminal-locations/*',
  '/core/v1/terminal-location/*',
  '/core/v1/terminal-readers',
  '/core/v1/terminal-readers/*',
  '/core/v1/terminal-reader/*',
  '/core/v1/stripe/countries',
  '/core/v1/partner-sites/:id/stripe-setup-credential',
]) {
  router.use(path, partners)
}

export const terminalsRouter = router
  .openapi(routes.listLocations, handlers.listLocations)
  .openapi(routes.createLocation, handlers.createLocation)
  .openapi(routes.getLocation, handlers.getLocation)
  .openapi(routes.updateLocation, handlers.updateLocation)
  .openapi(routes.deleteLocation, handlers.deleteLocation)
  .openapi(routes.listReaders, handlers.listReaders)
  .openapi(routes.createReader, handlers.createReader)
  .openapi(routes.getReader, handlers.getReader)
  .openapi(routes.updateReader, handlers.updateReader)
  .openapi(routes.deleteReader, handlers.deleteReader)
  .openapi(routes.countries, handlers.countries)
  .openapi(routes.setupCredential, handlers.setupCredential)
  .openapi(routes.setSetupCredential, handlers.setSetupCredential)
