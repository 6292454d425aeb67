import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './site-widgets.routes.js'
import * as service from './site-widgets.service.js'

export const listSiteWidgets: AppRouteHandler<typeof routes.listSiteWidgets> = async (c) =>
  c.json(await service.listWidgets(c.get('db'), c.get('user'), c.req.valid('param').id, c.get('locale')), 200)

export const createSiteWidget: AppRouteHandler<typeof routes.createSiteWidget> = async (c) =>
  c.json(
    await service.createWidget(
      c.get('db'),
      c.get('user'),
      c.req.valid('param').id,
      c.req.valid('json'),
      c.get('locale'),
    ),
    201,
  )

export const getSiteWidget: AppRouteHandler<typeof routes.getSiteWidget> = async (c) => {
  const { id, widgetId } = c.req.valid('param')
  return c.json(await service.readWidget(c.get('db'), c.get('user'), id, widgetId, c.get('locale')), 200)
}

export const updateSiteWidget: AppRouteHandler<typeof routes.updateSiteWidget> = async (c) => {
  const { id, widgetId } = c.req.valid('param')
  const widget = await service.updateWidget(
    c.get('db'),
    c.get('user'),
    id,
    widgetId,
    c.req.valid('json'),
    c.get('locale'),
  )
  return c.json(widget, 200)
}

export const deleteSiteWidget: AppRouteHandler<typeof routes.deleteSiteWidget> = async (c) => {
  const { id, widgetId } = c.req.valid('param')
  await service.deleteWidget(c.get('db'), c.get('user'), id, widgetId)
  return c.body(null, 204)
}
