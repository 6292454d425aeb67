import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './cancellation-policies.handlers.js'
import * as routes from './cancellation-policies.routes.js'
import * as mappingHandlers from './policy-mapping.handlers.js'
import * as mapping from './policy-mapping.routes.js'

// The admin's `user/cancellation-policy` page and the supplier's product settings; whose rows is in every query.
const keepers = requireAccess({ roles: [UserRole.Admin, UserRole.Supplier] })

const router = createRouter()
router.use('/core/v1/cancellation-policies', keepers)
router.use('/core/v1/cancellation-policies/*', keepers)
router.use('/core/v1/cancellation-policies-listing', keepers)
router.use('/core/v1/service-cancellation-policies', keepers)

/** Cancellation policies: the marketplace's shared ones and each supplier's own. */
export const cancellationPoliciesRouter = router
  .openapi(mapping.policyListing, mappingHandlers.policyListing)
  .openapi(mapping.servicePolicies, mappingHandlers.servicePolicies)
  // Before `{id}`: `mapping` is not an id.
  .openapi(mapping.getMapping, mappingHandlers.getMapping)
  .openapi(mapping.setMapping, mappingHandlers.setMapping)
  .openapi(routes.listPolicies, handlers.listPolicies)
  .openapi(routes.createPolicy, handlers.createPolicy)
  .openapi(routes.getPolicy, handlers.getPolicy)
  .openapi(routes.updatePolicy, handlers.updatePolicy)
  .openapi(routes.deletePolicy, handlers.deletePolicy)
