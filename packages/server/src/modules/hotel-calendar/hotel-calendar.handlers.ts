import type { AppRouteHandler } from '../../lib/types.js'
import { changeCalendar as change } from './calendar-change.service.js'
import type * as routes from './hotel-calendar.routes.js'
import * as service from './hotel-calendar.service.js'

export const bookingServiceList: AppRouteHandler<typeof routes.bookingServiceList> = async (c) =>
  c.json(await service.bookingServiceList(c.get('db'), c.get('user').id, c.get('locale')), 200)

export const roomRates: AppRouteHandler<typeof routes.roomRates> = async (c) =>
  c.json(
    await service.roomRates(c.get('db'), c.get('user').id, c.req.valid('param').id, c.get('locale')),
    200,
  )

export const calendar: AppRouteHandler<typeof routes.calendar> = async (c) =>
  c.json(
    await service.calendar(c.get('db'), c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
    200,
  )

export const changeCalendar: AppRouteHandler<typeof routes.changeCalendar> = async (c) =>
  c.json(await change(c.get('db'), c.get('user').id, c.req.valid('param').id, c.req.valid('json')), 200)
