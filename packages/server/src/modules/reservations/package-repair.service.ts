import { MESSAGES, ReservationStatus, type BookingRepairInput } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'
import { cancellingOrigin, type Actor } from '../booking-actions/actor.js'
import { refundAll } from '../booking-actions/booking-cancel.service.js'
import { bookingNumber } from '../checkout/confirm.service.js'
import type { CardProvider } from '../payments/card-provider.js'
import { recordStateChange } from '../reservation-history/history.js'
import { cancelPackageLocked, visibleRows, type PackageBookingKey } from './package-booking.service.js'

const FAILED: number[] = [ReservationStatus.ConfirmFailed, ReservationStatus.CancellationFailed]

const notFailed = () =>
  new ApiError(409, `action: ${MESSAGES.bookingNotFailed}`, [
    { path: 'action', message: MESSAGES.bookingNotFailed },
  ])

/**
 * A booked package left in CONFIRM_FAILED or CANCELLATION_FAILED is settled by its partner (or an admin),
 * as an item is (booking-repair.service.ts): confirmed, keeping the places it holds, or cancelled with a
 * reason like any cancellation from the back office (places back, all that is left refunded, mails).
 */
export async function repairPackageBooking(
  db: DB,
  cards: CardProvider | null,
  actor: Actor,
  key: PackageBookingKey,
  input: BookingRepairInput,
) {
  const seen = await visibleRows(db, actor, key)
  if (!seen.whole) throw notFound((words) => words.reservationNotFound)
  const origin = input.action === 'cancel' ? cancellingOrigin(actor) : null
  const reason = input.reason?.trim() ?? ''
  if (origin !== null && !reason) {
    throw badRequest(`reason: ${MESSAGES.cancelReasonRequired}`, [
      { path: 'reason', message: MESSAGES.cancelReasonRequired },
    ])
  }
  const made = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('reserved_package')
      .select(['status', 'booking_number'])
      .where('id', '=', key.id)
      .forUpdate()
      .executeTakeFirstOrThrow()
    if (!FAILED.includes(row.status)) throw notFailed()
    if (origin !== null) {
      return [await cancelPackageLocked(trx, actor, key.id, { reason, refundPercentage: 100, origin })]
    }
    await trx
      .updateTable('reserved_package')
      .set({ status: ReservationStatus.Confirm, booking_number: row.booking_number ?? bookingNumber() })
      .where('id', '=', key.id)
      .execute()
    await recordStateChange(trx, {
      packageId: key.id,
      from: row.status,
      to: ReservationStatus.Confirm,
      actor: { kind: 'user', userId: actor.id },
      note: reason,
    })
    return []
  })
  await refundAll(db, cards, made)
}
