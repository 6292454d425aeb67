import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './product-features.handlers.js'
import * as routes from './product-features.routes.js'

// The admin's Accommodations page (`hotel`, tabs Features and Feature types); suppliers only choose.
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
for (const path of ['/core/v1/product-feature-types', '/core/v1/product-features']) {
  router.use(path, admins)
  router.use(`${path}/*`, admins)
}

/** Product features and the types that group them, as admins keep them. */
export const productFeaturesRouter = router
  .openapi(routes.listFeatureTypes, handlers.listFeatureTypes)
  .openapi(routes.createFeatureType, handlers.createFeatureType)
  .openapi(routes.getFeatureType, handlers.getFeatureType)
  .openapi(routes.updateFeatureType, handlers.updateFeatureType)
  .openapi(routes.deleteFeatureType, handlers.deleteFeatureType)
  .openapi(routes.listFeatures, handlers.listFeatures)
  .openapi(routes.createFeature, handlers.createFeature)
  .openapi(routes.getFeature, handlers.getFeature)
  .openapi(routes.updateFeature, handlers.updateFeature)
  .openapi(routes.deleteFeature, handlers.deleteFeature)
