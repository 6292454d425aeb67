import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { assertLinked, listExternalSync as list } from './external-sync-listing.js'
import type * as routes from './external-sync.routes.js'
import { getExport, roomCalendar, rotateExport } from './ical-export.service.js'
import * as links from './ical-link.service.js'

export const getIcalLink: AppRouteHandler<typeof routes.getIcalLink> = async (c) =>
  c.json(await links.getLink(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const saveIcalLink: AppRouteHandler<typeof routes.saveIcalLink> = async (c) =>
  c.json(
    await links.saveLink(c.get('db'), c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
    200,
  )

export const deleteIcalLink: AppRouteHandler<typeof routes.deleteIcalLink> = async (c) =>
  c.json(await links.deleteLink(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const syncIcalLink: AppRouteHandler<typeof routes.syncIcalLink> = async (c) => {
  const { id } = c.req.valid('param')
  await links.assertOwnRoomType(c.get('db'), c.get('user').id, id)
  return c.json(await links.syncNow(c.get('db'), c.get('config'), id), 200)
}

export const getIcalExport: AppRouteHandler<typeof routes.getIcalExport> = async (c) =>
  c.json(await getExport(c.get('db'), c.get('config'), c.get('user').id, c.req.valid('param').id), 200)

export const rotateIcalExport: AppRouteHandler<typeof routes.rotateIcalExport> = async (c) =>
  c.json(await rotateExport(c.get('db'), c.get('config'), c.get('user').id, c.req.valid('param').id), 200)

export const roomCalendarFeed: AppRouteHandler<typeof routes.roomCalendarFeed> = async (c) => {
  const calendar = await roomCalendar(c.get('db'), c.req.valid('param').token)
  return c.body(calendar, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': 'inline; filename="calendar.ics"',
    'Cache-Control': 'private, max-age=300',
  })
}

export const listExternalSync: AppRouteHandler<typeof routes.listExternalSync> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE, sort = ['id', 'ASC'] } = c.req.valid('query')
  const page = await list(c.get('db'), { filter, range, sort }, c.get('locale'))
  setContentRange(c, 'external-sync', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const syncExternalSync: AppRouteHandler<typeof routes.syncExternalSync> = async (c) => {
  const { id } = c.req.valid('param')
  await assertLinked(c.get('db'), id)
  return c.json(await links.syncNow(c.get('db'), c.get('config'), id), 200)
}
