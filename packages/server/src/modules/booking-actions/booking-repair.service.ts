import { MESSAGES, ReservationStatus, type BookingRepairInput } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, badRequest } from '../../lib/errors.js'
import { bookingNumber } from '../checkout/confirm.service.js'
import type { CardProvider } from '../payments/card-provider.js'
import { recordStateChange } from '../reservation-history/history.js'
import { cancellingOrigin, type Actor } from './actor.js'
import { cancelReservationLocked, refundAll, visibleBooking } from './booking-cancel.service.js'

const FAILED: number[] = [ReservationStatus.ConfirmFailed, ReservationStatus.CancellationFailed]

const notFailed = () =>
  new ApiError(409, `action: ${MESSAGES.bookingNotFailed}`, [
    { path: 'action', message: MESSAGES.bookingNotFailed },
  ])

/**
 * A booking left in CONFIRM_FAILED or CANCELLATION_FAILED is settled by hand: confirmed (it keeps the
 * capacity it holds), or cancelled like any cancellation from the back office (capacity back, refund
 * of all that is left, mails).
 */
export async function repairBooking(
  db: DB,
  cards: CardProvider | null,
  actor: Actor,
  ref: string,
  input: BookingRepairInput,
) {
  const booking = await visibleBooking(db, actor, ref)
  if (!FAILED.includes(booking.status)) throw notFailed()
  const origin = input.action === 'cancel' ? cancellingOrigin(actor) : null
  if (origin !== null && !input.reason?.trim()) {
    throw badRequest(`reason: ${MESSAGES.cancelReasonRequired}`, [
      { path: 'reason', message: MESSAGES.cancelReasonRequired },
    ])
  }
  const made = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('reservation')
      .select(['status', 'booking_number'])
      .where('id', '=', booking.id)
      .forUpdate()
      .executeTakeFirstOrThrow()
    if (!FAILED.includes(row.status)) throw notFailed()
    if (origin !== null) {
      const reason = input.reason?.trim() ?? ''
      return [
        await cancelReservationLocked(trx, booking.id, {
          reason,
          refundPercentage: 100,
          userId: actor.id,
          origin,
        }),
      ]
    }
    await trx
      .updateTable('reservation')
      .set({ status: ReservationStatus.Confirm, booking_number: row.booking_number ?? bookingNumber() })
      .where('id', '=', booking.id)
      .execute()
    await recordStateChange(trx, {
      reservationId: booking.id,
      from: row.status,
      to: ReservationStatus.Confirm,
      actor: { kind: 'user', userId: actor.id },
      note: input.reason?.trim() ?? '',
    })
    return []
  })
  await refundAll(db, cards, made)
}
