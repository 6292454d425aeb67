import { createRouter } from '../../lib/router.js'
import * as handlers from './search.handlers.js'
import * as routes from './search.routes.js'

export const searchRouter = createRouter()
  .openapi(routes.catalog, handlers.catalog)
  .openapi(routes.whiteLabelCatalog, handlers.whiteLabelCatalog)
  .openapi(routes.categories, handlers.categories)
  .openapi(routes.searchBox, handlers.searchBox)
  .openapi(routes.searchBoxFacets, handlers.searchBoxFacets)
  .openapi(routes.locationsHavingServices, handlers.locationsHavingServices)
  .openapi(routes.catalogAll, handlers.catalogAll)
  .openapi(routes.customizeSite, handlers.customizeSite)
  .openapi(routes.toursSearch, handlers.toursSearch)
  .openapi(routes.hotelsSearch, handlers.hotelsSearch)
  .openapi(routes.packagingSearch, handlers.packagingSearch)
  .openapi(routes.hotelSearch, handlers.hotelSearch)
