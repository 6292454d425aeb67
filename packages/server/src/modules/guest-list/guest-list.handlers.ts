import type { AppRouteHandler } from '../../lib/types.js'
import { guestListCsv, guestListXlsx } from './guest-list-export.js'
import type * as routes from './guest-list.routes.js'
import * as service from './guest-list.service.js'

export const guestList: AppRouteHandler<typeof routes.guestList> = async (c) => {
  const { tourId } = c.req.valid('param')
  return c.json(
    await service.guestList(c.get('db'), c.get('user').id, tourId, c.req.valid('json'), c.get('locale')),
    200,
  )
}

export const guestListSummary: AppRouteHandler<typeof routes.guestListSummary> = async (c) => {
  const { tourId } = c.req.valid('param')
  const query = c.req.valid('json')
  return c.json(
    await service.guestListSummary(c.get('db'), c.get('user').id, tourId, query, c.get('locale')),
    200,
  )
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export const exportGuestList: AppRouteHandler<typeof routes.exportGuestList> = async (c) => {
  const { tourId } = c.req.valid('param')
  const { format } = c.req.valid('query')
  const query = c.req.valid('json')
  const locale = c.get('locale')
  const rows = await service.ownGuestListRows(c.get('db'), c.get('user').id, tourId, query, locale)
  const name = `guest-list-${tourId}-${query.date}${query.start_time ? `-${query.start_time.replace(':', '')}` : ''}`
  c.header('Content-Disposition', `attachment; filename="${name}.${format}"`)
  if (format === 'csv') {
    c.header('Content-Type', 'text/csv; charset=utf-8')
    return c.body(guestListCsv(rows, locale), 200)
  }
  c.header('Content-Type', XLSX)
  return c.body(await guestListXlsx(rows, locale, query.date), 200)
}

export const updateCheckIn: AppRouteHandler<typeof routes.updateCheckIn> = async (c) => {
  const { id } = c.req.valid('param')
  const { checkin_status } = c.req.valid('query')
  return c.json(
    await service.updateCheckIn(c.get('db'), c.get('user').id, id, checkin_status, c.get('locale')),
    200,
  )
}
