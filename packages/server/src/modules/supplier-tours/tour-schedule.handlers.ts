import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './tour-schedule.routes.js'
import * as service from './tour-schedule.service.js'

export const applySchedule: AppRouteHandler<typeof routes.applySchedule> = async (c) => {
  const { optionId } = c.req.valid('param')
  return c.json(
    await service.applySchedule(c.get('db'), c.get('user').id, optionId, c.req.valid('json')),
    200,
  )
}
