import { ReservationStatus, type ResendConfirmation } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { queueGuestConfirmation } from '../checkout/booking-mails.js'
import { refColumn, visibleReservations, type Viewer } from './reservation-scope.js'

/** The guest's confirmation again, in the language they booked in; a cancelled booking has none to resend. */
export async function resendConfirmation(
  db: DB,
  viewer: Viewer,
  ref: string,
  appHost: string,
): Promise<ResendConfirmation> {
  const booking = await visibleReservations(db, viewer)
    .select(['r.cart_id', 'r.status'])
    .where(refColumn, '=', ref)
    .executeTakeFirst()
  if (!booking) throw notFound()
  if (booking.status === ReservationStatus.Cancel) {
    throw new ApiError(409, (words) => words.alreadyCancelled)
  }
  const sent = await queueGuestConfirmation(db, booking.cart_id, appHost)
  if (!sent) throw notFound()
  return { reservation_ref: ref, to: sent.to, locale: sent.locale }
}
