import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './supplier-tours.handlers.js'
import * as routes from './supplier-tours.routes.js'
import * as optionHandlers from './tour-options.handlers.js'
import * as optionRoutes from './tour-options.routes.js'
import * as scheduleHandlers from './tour-schedule.handlers.js'
import * as scheduleRoutes from './tour-schedule.routes.js'
import * as ticketHandlers from './tour-tickets.handlers.js'
import * as ticketRoutes from './tour-tickets.routes.js'
import * as mappingHandlers from './tour-mapping.handlers.js'
import * as mappingRoutes from './tour-mapping.routes.js'
import * as voucherHandlers from './voucher-codes.handlers.js'
import * as voucherRoutes from './voucher-codes.routes.js'

// The Activities page's rule (admin/src/access/pages.ts): suppliers with the activity module.
const activityModule = requireAccess({ roles: [UserRole.Supplier], policies: [Policy.ACTIVITY_MODULE] })

const router = createRouter()
router.use('/core/v1/tours', activityModule)
router.use('/core/v1/tours/*', activityModule)
router.use('/core/v1/tour-listing', activityModule)
router.use('/core/v1/tour-options/*', activityModule)
router.use('/core/v1/tour-tickets/*', activityModule)
router.use('/core/v1/tour-voucher-codes', activityModule)
router.use('/core/v1/tour-voucher-codes/*', activityModule)
router.use('/core/v1/tour-mapping/*', activityModule)
router.use('/core/v1/public/tours/channel-manager', activityModule)

// The counts come before `/tours/{id}`, which would otherwise take "status-wise-count" for an id.
export const supplierToursRouter = router
  .openapi(routes.statusWiseCount, handlers.statusWiseCount)
  .openapi(routes.listTours, handlers.listTours)
  .openapi(routes.tourListing, handlers.tourListing)
  .openapi(routes.createTour, handlers.createTour)
  .openapi(routes.getTourFull, handlers.getTourFull)
  .openapi(routes.getTourSeasonal, handlers.getTourSeasonal)
  .openapi(routes.getTour, handlers.getTour)
  .openapi(routes.updateTour, handlers.updateTour)
  .openapi(routes.updateStatus, handlers.updateStatus)
  .openapi(routes.updateIsPrivate, handlers.updateIsPrivate)
  .openapi(optionRoutes.listOptions, optionHandlers.listOptions)
  .openapi(optionRoutes.createOption, optionHandlers.createOption)
  .openapi(optionRoutes.getOption, optionHandlers.getOption)
  .openapi(optionRoutes.updateOption, optionHandlers.updateOption)
  .openapi(optionRoutes.deleteOption, optionHandlers.deleteOption)
  .openapi(ticketRoutes.listTickets, ticketHandlers.listTickets)
  .openapi(ticketRoutes.createTicket, ticketHandlers.createTicket)
  .openapi(ticketRoutes.updateTicket, ticketHandlers.updateTicket)
  .openapi(ticketRoutes.deleteTicket, ticketHandlers.deleteTicket)
  .openapi(scheduleRoutes.applySchedule, scheduleHandlers.applySchedule)
  .openapi(voucherRoutes.listCodes, voucherHandlers.listCodes)
  .openapi(voucherRoutes.countCodes, voucherHandlers.countCodes)
  .openapi(voucherRoutes.importCodes, voucherHandlers.importCodes)
  .openapi(voucherRoutes.clearCodes, voucherHandlers.clearCodes)
  .openapi(voucherRoutes.deleteCode, voucherHandlers.deleteCode)
  .openapi(mappingRoutes.listChannelManagers, mappingHandlers.listChannelManagers)
  .openapi(mappingRoutes.getMapping, mappingHandlers.getMapping)
  .openapi(mappingRoutes.saveMapping, mappingHandlers.saveMapping)
