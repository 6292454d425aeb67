import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as optionHandlers from './booking-option.handlers.js'
import * as optionRoutes from './booking-option.routes.js'
import * as sectionHandlers from './custom-sections.handlers.js'
import * as sectionRoutes from './custom-sections.routes.js'
import * as handlers from './tour-settings.handlers.js'
import * as routes from './tour-settings.routes.js'

// The Activities page's rule, as in supplier-tours: suppliers with the activity module.
const activityModule = requireAccess({ roles: [UserRole.Supplier], policies: [Policy.ACTIVITY_MODULE] })

const router = createRouter()
router.use('/core/v1/feature', activityModule)
router.use('/core/v1/tours/:id/custom-sections', activityModule)
router.use('/core/v1/tours/:id/custom-sections/*', activityModule)
router.use('/core/v1/tour-custom-sections/*', activityModule)
router.use('/core/v1/tours/:id/features', activityModule)
router.use('/core/v1/tours/:id/special-instruction', activityModule)
router.use('/core/v1/tours/:id/recommendable', activityModule)
router.use('/core/v1/tours/:id/recommended-items', activityModule)
router.use('/core/v1/tours/:id/custom-booking-option', activityModule)

/** An activity's settings pages (`tour/settings/{id}/…`): sections, features, mail text, recommendations,
 * and the questions asked at checkout. */
export const tourSettingsRouter = router
  .openapi(sectionRoutes.listSections, sectionHandlers.listSections)
  .openapi(sectionRoutes.createSection, sectionHandlers.createSection)
  .openapi(sectionRoutes.reorderSections, sectionHandlers.reorderSections)
  .openapi(sectionRoutes.getSection, sectionHandlers.getSection)
  .openapi(sectionRoutes.updateSection, sectionHandlers.updateSection)
  .openapi(sectionRoutes.deleteSection, sectionHandlers.deleteSection)
  .openapi(routes.listFeatures, handlers.listFeatures)
  .openapi(routes.getFeatures, handlers.getFeatures)
  .openapi(routes.setFeatures, handlers.setFeatures)
  .openapi(routes.getSpecialInstruction, handlers.getSpecialInstruction)
  .openapi(routes.setSpecialInstruction, handlers.setSpecialInstruction)
  .openapi(routes.listRecommendable, handlers.listRecommendable)
  .openapi(routes.getRecommendations, handlers.getRecommendations)
  .openapi(routes.setRecommendations, handlers.setRecommendations)
  .openapi(optionRoutes.getBookingOption, optionHandlers.getBookingOption)
  .openapi(optionRoutes.setBookingOption, optionHandlers.setBookingOption)
