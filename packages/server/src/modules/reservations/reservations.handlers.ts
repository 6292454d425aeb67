import type { ReservationSortField } from '@jaunt/domain'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type { AppRouteHandler } from '../../lib/types.js'
import {
  cancelPackageBooking as cancelPackage,
  packageBookingDetail,
  resendPackageConfirmation as resendPackage,
} from './package-booking.service.js'
import { reservationDetail } from './reservation-detail.js'
import { EXPORT_TYPES, exportReservations } from './reservation-export.js'
import { listReservations } from './reservation-listing.js'
import type { Viewer } from './reservation-scope.js'
import type * as routes from './reservations.routes.js'
import { resendConfirmation as resend } from './resend-confirmation.js'
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/types.js'

const viewerOf = (c: Context<AppEnv>): Viewer => ({ id: c.get('user').id, roles: c.get('user').role_ids })

type Sort = [ReservationSortField, 'ASC' | 'DESC']
const NEWEST_FIRST: Sort = ['booked_at', 'DESC']

export const reservationDataTable: AppRouteHandler<typeof routes.reservationDataTable> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE, sort = NEWEST_FIRST } = c.req.valid('query')
  const [field, order] = sort as Sort
  const query = { filter, range, sort: { field, order } }
  const page = await listReservations(c.get('db'), viewerOf(c), query, c.get('locale'))
  setContentRange(c, 'reservations', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const reservationExport: AppRouteHandler<typeof routes.reservationExport> = async (c) => {
  const { format, filter = {}, sort = NEWEST_FIRST } = c.req.valid('query')
  const [field, order] = sort as Sort
  const body = exportReservations(
    c.get('db'),
    viewerOf(c),
    { filter, sort: { field, order } },
    c.get('locale'),
    format,
  )
  const day = new Date().toISOString().slice(0, 10)
  return c.body(body, 200, {
    'Content-Type': EXPORT_TYPES[format],
    'Content-Disposition': `attachment; filename="reservations-${day}.${format}"`,
  })
}

export const getReservation: AppRouteHandler<typeof routes.getReservation> = async (c) =>
  c.json(
    await reservationDetail(c.get('db'), viewerOf(c), { ref: c.req.valid('param').ref }, c.get('locale')),
    200,
  )

export const getReservationDetails: AppRouteHandler<typeof routes.getReservationDetails> = async (c) =>
  c.json(
    await reservationDetail(c.get('db'), viewerOf(c), { id: c.req.valid('param').id }, c.get('locale')),
    200,
  )

export const resendConfirmation: AppRouteHandler<typeof routes.resendConfirmation> = async (c) => {
  const sent = await resend(c.get('db'), viewerOf(c), c.req.valid('param').ref, c.get('config').APP_HOST)
  return c.json(sent, 202)
}

export const getPackageBooking: AppRouteHandler<typeof routes.getPackageBooking> = async (c) => {
  const { payment_ref: paymentRef, id } = c.req.valid('param')
  return c.json(
    await packageBookingDetail(c.get('db'), viewerOf(c), { paymentRef, id }, c.get('locale')),
    200,
  )
}

export const cancelPackageBooking: AppRouteHandler<typeof routes.cancelPackageBooking> = async (c) => {
  const { payment_ref: paymentRef, id } = c.req.valid('param')
  const user = c.get('user')
  const actor = { id: user.id, roles: user.role_ids, policies: user.policies }
  const result = await cancelPackage(
    c.get('db'),
    c.get('cards'),
    actor,
    { paymentRef, id },
    c.req.valid('json'),
  )
  return c.json(result, 200)
}

export const resendPackageConfirmation: AppRouteHandler<typeof routes.resendPackageConfirmation> = async (
  c,
) => {
  const { payment_ref: paymentRef, id } = c.req.valid('param')
  const appHost = c.get('config').APP_HOST
  return c.json(await resendPackage(c.get('db'), viewerOf(c), { paymentRef, id }, appHost), 202)
}
