import { createRouter } from '../../lib/router.js'
import * as handlers from './cart.handlers.js'
import { CART_BASES, cartRoutes } from './cart.routes.js'

/** The cart answers on the public booking base and on the widget's gateway variant alike. */
export const cartRouter = createRouter()
for (const base of CART_BASES) {
  const routes = cartRoutes(base)
  cartRouter
    .openapi(routes.getCart, handlers.getCart)
    .openapi(routes.addItems, handlers.addItems)
    .openapi(routes.removeItem, handlers.removeItem)
    .openapi(routes.removePackage, handlers.removePackage)
    .openapi(routes.comment, handlers.comment)
    .openapi(routes.validateItems, handlers.validateItems)
    .openapi(routes.validateHotelItem, handlers.validateHotelItem)
}
