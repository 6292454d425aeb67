import { createRouter } from '../../lib/router.js'
import * as handlers from './site-pages.handlers.js'
import * as routes from './site-pages.routes.js'

export const sitePagesRouter = createRouter()
  .openapi(routes.publicPage, handlers.publicPage)
  .openapi(routes.publicMenuItems, handlers.publicMenuItems)
