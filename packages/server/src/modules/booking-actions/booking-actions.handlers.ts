import type { Context } from 'hono'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import { historyOf } from '../reservation-history/history.js'
import type { Actor } from './actor.js'
import { cancelFromBackOffice, visibleBooking } from './booking-cancel.service.js'
import { changeBookingDate as changeDate, departuresToMoveTo } from './booking-date-change.service.js'
import { repairBooking as repair } from './booking-repair.service.js'
import type * as routes from './booking-actions.routes.js'
import {
  cancellationDetail,
  listCancellations,
  setRefundStatus,
  type CancellationSortField,
} from './cancellations.service.js'

const actorOf = (c: Context<AppEnv>): Actor => {
  const user = c.get('user')
  return { id: user.id, roles: user.role_ids, policies: user.policies }
}

export const cancelBooking: AppRouteHandler<typeof routes.cancelBooking> = async (c) =>
  c.json(await cancelFromBackOffice(c.get('db'), c.get('cards'), actorOf(c), c.req.valid('json')), 200)

export const repairBooking: AppRouteHandler<typeof routes.repairBooking> = async (c) => {
  await repair(c.get('db'), c.get('cards'), actorOf(c), c.req.valid('param').ref, c.req.valid('json'))
  return c.body(null, 204)
}

export const bookingHistory: AppRouteHandler<typeof routes.bookingHistory> = async (c) => {
  const booking = await visibleBooking(c.get('db'), actorOf(c), c.req.valid('param').ref)
  return c.json(await historyOf(c.get('db'), booking.id), 200)
}

type Sort = [CancellationSortField, 'ASC' | 'DESC']
const NEWEST_FIRST: Sort = ['cancelled_at', 'DESC']

export const cancellationDataTable: AppRouteHandler<typeof routes.cancellationDataTable> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE, sort = NEWEST_FIRST } = c.req.valid('query')
  const [field, order] = sort as Sort
  const page = await listCancellations(
    c.get('db'),
    actorOf(c),
    { filter, range, sort: { field, order } },
    c.get('locale'),
  )
  setContentRange(c, 'cancellations', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getCancellation: AppRouteHandler<typeof routes.getCancellation> = async (c) =>
  c.json(await cancellationDetail(c.get('db'), actorOf(c), c.req.valid('param').id, c.get('locale')), 200)

export const updateRefundStatus: AppRouteHandler<typeof routes.updateRefundStatus> = async (c) =>
  c.json(
    await setRefundStatus(
      c.get('db'),
      actorOf(c),
      c.req.valid('param').id,
      c.req.valid('json').refund_status,
      c.get('locale'),
    ),
    200,
  )

export const bookingDepartures: AppRouteHandler<typeof routes.bookingDepartures> = async (c) =>
  c.json(
    await departuresToMoveTo(c.get('db'), actorOf(c), c.req.valid('param').ref, c.req.valid('query').month),
    200,
  )

export const changeBookingDate: AppRouteHandler<typeof routes.changeBookingDate> = async (c) =>
  c.json(
    await changeDate(c.get('db'), actorOf(c), c.req.valid('param').ref, c.req.valid('json').departure_id),
    200,
  )
