import { UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import * as handlers from './currencies.handlers.js'
import * as routes from './currencies.routes.js'

// Any back-office user may read the offered currencies (product forms offer them); only admins keep the list.
const admins = requireAccess({ roles: [UserRole.Admin] })

const router = createRouter()
router.use('/core/v1/admin/currencies', admins)
router.use('/core/v1/admin/currencies/*', admins)

/** The currencies the marketplace sells in (#23). */
export const currenciesRouter = router
  .openapi(routes.listOfferedCurrencies, handlers.listOfferedCurrencies)
  .openapi(routes.listCurrencies, handlers.listCurrencies)
  .openapi(routes.getCurrency, handlers.getCurrency)
  .openapi(routes.addCurrency, handlers.addCurrency)
  .openapi(routes.updateCurrency, handlers.updateCurrency)
