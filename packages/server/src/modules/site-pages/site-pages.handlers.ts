import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './site-pages.routes.js'
import * as service from './site-pages.service.js'

export const publicPage: AppRouteHandler<typeof routes.publicPage> = async (c) => {
  const { id } = c.req.valid('param')
  const { page_id, slug } = c.req.valid('query')
  return c.json(await service.publishedPage(c.get('db'), id, { pageId: page_id, slug }, c.get('locale')), 200)
}

export const publicMenuItems: AppRouteHandler<typeof routes.publicMenuItems> = async (c) => {
  const { id } = c.req.valid('param')
  const data = await service.menuItems(c.get('db'), id, c.req.valid('query').url_prefix, c.get('locale'))
  return c.json({ data }, 200)
}
