import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './activity-calendar.routes.js'
import * as service from './activity-calendar.service.js'
import * as allotments from './allotments.service.js'

export const calendar: AppRouteHandler<typeof routes.calendar> = async (c) =>
  c.json(await service.calendar(c.get('db'), c.get('user').id, c.req.valid('json'), c.get('locale')), 200)

export const calendarOptions: AppRouteHandler<typeof routes.calendarOptions> = async (c) =>
  c.json(
    await service.calendarOptions(c.get('db'), c.get('user').id, c.req.valid('param').id, c.get('locale')),
    200,
  )

export const departureBookings: AppRouteHandler<typeof routes.departureBookings> = async (c) =>
  c.json(
    await service.departureBookings(
      c.get('db'),
      c.get('user').id,
      c.req.valid('json').tour_slot_id,
      c.get('locale'),
    ),
    200,
  )

export const changeAllotments: AppRouteHandler<typeof routes.changeAllotments> = async (c) =>
  c.json(
    await allotments.changeAllotments(c.get('db'), c.get('user').id, c.req.valid('json'), c.get('locale')),
    200,
  )
