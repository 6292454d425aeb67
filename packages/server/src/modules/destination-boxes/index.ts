import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './destination-boxes.handlers.js'
import * as routes from './destination-boxes.routes.js'

// The admin's catalogue page (`selects/destination-box`); the activity's settings page is the Activities rule.
const admins = requireAccess({ roles: [UserRole.Admin] })
const activityModule = requireAccess({ roles: [UserRole.Supplier], policies: [Policy.ACTIVITY_MODULE] })

const router = createRouter()
router.use('/core/v1/destination-boxes', admins)
router.use('/core/v1/destination-boxes/*', admins)
router.use('/core/v1/destination-products', admins)
router.use('/core/v1/select/destination-box', activityModule)
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
