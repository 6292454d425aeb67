import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess, requireAnyAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './destination-boxes.handlers.js'
import * as routes from './destination-boxes.routes.js'

// The admin's catalogue page (`selects/destination-box`); the activity's settings page is the Activities rule.
const admins = requireAccess({ roles: [UserRole.Admin] })
const activityRule = { roles: [UserRole.Supplier], policies: [Policy.ACTIVITY_MODULE] }
const activityModule = requireAccess(activityRule)
// The page builder's destination slider names its box too.
const boxChoosers = requireAnyAccess(activityRule, {
  roles: [UserRole.Partner],
  policies: [Policy.PARTNER_SITE_BUILDER_POLICY],
})

const router = createRouter()
router.use('/core/v1/destination-boxes', admins)
router.use('/core/v1/destination-boxes/*', admins)
router.use('/core/v1/destination-products', admins)
router.use('/core/v1/select/destination-box', boxChoosers)
router.use('/core/v1/tours/:id/destination-boxes', activityModule)

/** Destination boxes: admins keep them, suppliers link their activities, site pages show their sliders. */
export const destinationBoxesRouter = router
  .openapi(routes.listBoxes, handlers.listBoxes)
  .openapi(routes.createBox, handlers.createBox)
  .openapi(routes.getBox, handlers.getBox)
  .openapi(routes.updateBox, handlers.updateBox)
  .openapi(routes.deleteBox, handlers.deleteBox)
  .openapi(routes.listProducts, handlers.listProducts)
  .openapi(routes.listChoices, handlers.listChoices)
  .openapi(routes.getTourBoxes, handlers.getTourBoxes)
  .openapi(routes.setTourBoxes, handlers.setTourBoxes)
