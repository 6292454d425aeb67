import {
  DEFAULT_LOCALE,
  MESSAGES,
  moneyTaken,
  ReservationStatus,
  roundMoney,
  type BookingCancelInput,
  type BookingCancelResult,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'
import { refundableOf, refundBalances } from '../bulk-cancellation/refund-balance.js'
import { recordCancellation, refundByCard, type CardRefund } from '../customer/cancellation.service.js'
import { customerDb } from '../customer/customer.tables.js'
import { loadBookedItem } from '../customer/ownership.js'
import type { CardProvider } from '../payments/card-provider.js'
import { refColumn, visibleReservations } from '../reservations/reservation-scope.js'
import { cancellingOrigin, type Actor } from './actor.js'

/** Items that still stand, so cancelling them means something; a failed state can be cancelled too. */
const STANDING = [
  ReservationStatus.Confirm,
  ReservationStatus.CancellationFailed,
  ReservationStatus.ConfirmFailed,
]

export const alreadyCancelled = (path: string) =>
  new ApiError(409, `${path}: ${MESSAGES.bookingAlreadyCancelled}`, [
    { path, message: MESSAGES.bookingAlreadyCancelled },
  ])

/** The booking the ref names, if the actor may see it; another owner's is not found like a missing one. */
export async function visibleBooking(db: DB, actor: Actor, ref: string) {
  const booking = await visibleReservations(db, actor)
    .select(['r.id', 'r.cart_id', 'r.status'])
    .where(refColumn, '=', ref)
    .executeTakeFirst()
  if (!booking) throw notFound((words) => words.reservationNotFound)
  return booking
}

/** The items to cancel: the one named, which must be of this booking, or all of its cart still standing. */
async function itemsToCancel(db: DB, actor: Actor, input: BookingCancelInput) {
  const booking = await visibleBooking(db, actor, input.reservation_ref)
  const items = await visibleReservations(db, actor)
    .select(['r.id', 'r.status'])
    .where('r.cart_id', '=', booking.cart_id)
    .orderBy('r.id')
    .execute()
  if (input.reservation_id !== undefined) {
    const item = items.find((row) => row.id === input.reservation_id)
    if (!item) {
      throw badRequest(`reservation_id: ${MESSAGES.bookingNotInBooking}`, [
        { path: 'reservation_id', message: MESSAGES.bookingNotInBooking },
      ])
    }
    if (item.status === ReservationStatus.Cancel) throw alreadyCancelled('reservation_id')
    return [item.id]
  }
  const standing = items.filter((row) => STANDING.includes(row.status as never)).map((row) => row.id)
  if (standing.length === 0) throw alreadyCancelled('reservation_ref')
  return standing
}

interface CancelTerms {
  reason: string
  refundPercentage: number
  userId: number
  origin: ReturnType<typeof cancellingOrigin>
}

/**
 * Inside the caller's transaction: locks the reservation, refuses one already cancelled, and cancels
 * it with a refund of the share asked of what is left to refund (nothing when nothing was paid).
 */
export async function cancelReservationLocked(trx: DB, reservationId: number, terms: CancelTerms) {
  const row = await trx
    .selectFrom('reservation')
    .select('status')
    .where('id', '=', reservationId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  if (row.status === ReservationStatus.Cancel) throw alreadyCancelled('reservation_id')
  const ref = { kind: 'reservation' as const, id: reservationId }
  const booked = await loadBookedItem(trx, ref, DEFAULT_LOCALE)
  const paid = moneyTaken(booked.payment)
  const balance = (await refundBalances(trx, [reservationId])).get(reservationId)
  const refundAmount = paid
    ? Math.min(roundMoney((booked.price * terms.refundPercentage) / 100), refundableOf(balance))
    : 0
  const cancelled = await recordCancellation(trx, ref, booked, {
    origin: terms.origin,
    reason: terms.reason,
    refundPercentage: terms.refundPercentage,
    refundAmount,
    policyHours: null,
    paid,
    by: { kind: 'user', userId: terms.userId },
  })
  return { reservationId, ...cancelled }
}

/** After the commit: each card refund through the provider, once per cancellation (its idempotency key). */
export async function refundAll(
  db: DB,
  cards: CardProvider | null,
  made: (CardRefund | { paymentIntent: null })[],
) {
  if (!cards) return
  for (const refund of made) {
    if (refund.paymentIntent) await refundByCard(db, cards, refund as CardRefund)
  }
}

/**
 * The back office cancels one item of a booking, or all of it, with a reason: in one transaction each
 * item is cancelled, its capacity given back, its cancellation and history recorded and the mails
 * queued; the card refunds follow the commit.
 */
export async function cancelFromBackOffice(
  db: DB,
  cards: CardProvider | null,
  actor: Actor,
  input: BookingCancelInput,
): Promise<BookingCancelResult> {
  const origin = cancellingOrigin(actor)
  const ids = await itemsToCancel(db, actor, input)
  const terms = {
    reason: input.reason.trim(),
    refundPercentage: input.refund_percentage ?? 100,
    userId: actor.id,
    origin,
  }
  const made = await db.transaction().execute(async (trx) => {
    const done = []
    for (const id of ids) done.push(await cancelReservationLocked(trx, id, terms))
    return done
  })
  await refundAll(db, cards, made)
  const rows = await customerDb(db)
    .selectFrom('cancellation')
    .select(['id', 'reservation_id', 'refund_amount', 'refund_percentage', 'refund_status', 'currency_code'])
    .where(
      'id',
      'in',
      made.map((one) => one.cancellationId),
    )
    .orderBy('id')
    .execute()
  return {
    cancelled: rows.map((row) => ({
      reservation_id: row.reservation_id!,
      cancellation_id: row.id,
      refund_amount: Number(row.refund_amount),
      refund_percentage: Number(row.refund_percentage),
      refund_status: row.refund_status,
      currency_code: row.currency_code,
    })),
  }
}
