import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './booking-option.routes.js'
import * as service from './booking-option.service.js'

export const getBookingOption: AppRouteHandler<typeof routes.getBookingOption> = async (c) =>
  c.json(await service.getBookingOption(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const setBookingOption: AppRouteHandler<typeof routes.setBookingOption> = async (c) => {
  const { questions } = c.req.valid('json')
  const { id } = c.req.valid('param')
  return c.json(await service.setBookingOption(c.get('db'), c.get('user').id, id, questions), 200)
}
