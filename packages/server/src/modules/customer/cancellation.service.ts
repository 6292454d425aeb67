import {
  CANCELLATION_REFUSALS,
  CancellationOrigin,
  DEFAULT_LOCALE,
  normalizeLocale,
  PaymentMethod,
  PaymentStatus,
  ReservationStatus,
  toMinorUnits,
  type CustomerCancellationPolicy,
  type Locale,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError } from '../../lib/errors.js'
import { guestWords, type Said } from '../../lib/guest-words/index.js'
import type { CardProvider } from '../payments/card-provider.js'
import type { BookedItem } from './booked-items.js'
import { queueCancellationMails } from './customer-mails.js'
import { customerDb, type RefundStatus } from './customer.tables.js'
import { findOwnedItem, findOwnedRef, loadBookedItem, type OwnedRef } from './ownership.js'
import { releaseBookedCapacity } from './release-booked.js'
import { recordStateChange, type HistoryActor } from '../reservation-history/history.js'
import { quoteFor } from './reservation-view.js'

/** What cancelling would refund now, from the product's policy and the time left before the start. */
export async function cancellationPolicyNow(
  db: DB,
  email: string,
  uuid: string,
  locale: Locale,
  now: Date,
): Promise<CustomerCancellationPolicy> {
  const item = await findOwnedItem(db, email, uuid, locale)
  const quote = quoteFor(item, now)
  const reason = quote.reason_if_not_cancellable
  return {
    ...quote,
    reason_if_not_cancellable: reason === null ? null : refusalOf(reason)(guestWords(locale)),
    currency_code: item.currencyCode,
  }
}

/** The domain's refusal, as the guest's language says it. */
const refusalOf =
  (reason: string): Said =>
  (words) =>
    reason === CANCELLATION_REFUSALS.alreadyStarted ? words.alreadyStarted : words.alreadyCancelled

export interface CancelRequest {
  email: string
  uuid: string
  reason: string
  now: Date
}

/** A card payment is refunded through its provider; any other paid method waits for the back office. */
function refundStatusFor(item: BookedItem, amount: number): RefundStatus {
  if (amount <= 0 || !item.payment || item.payment.method === PaymentMethod.NoPayment) return 'not-required'
  return 'pending'
}

const cardRefundOf = (item: BookedItem) =>
  item.payment?.method === PaymentMethod.Card &&
  item.payment.status === PaymentStatus.Paid &&
  item.payment.providerRef
    ? item.payment.providerRef
    : null

/**
 * The customer cancels: in one transaction the booking is cancelled, the cancellation recorded with
 * its refund, the capacity given back and the mails queued; the card refund follows the commit, so
 * a provider failure never leaves money returned for a booking that still stands.
 */
export async function cancelByCustomer(db: DB, cards: CardProvider | null, request: CancelRequest) {
  const ref = await findOwnedRef(db, request.email, request.uuid)
  const cancelled = await db.transaction().execute(async (trx) => {
    await lockBooking(trx, ref)
    const item = await loadBookedItem(trx, ref, DEFAULT_LOCALE)
    const quote = quoteFor(item, request.now)
    if (!quote.cancellable) throw new ApiError(422, refusalOf(quote.reason_if_not_cancellable ?? ''))
    return recordCancellation(trx, ref, item, {
      origin: CancellationOrigin.ByClient,
      reason: request.reason,
      refundPercentage: quote.refund_percentage,
      refundAmount: quote.refund_amount,
      policyHours: quote.hours_before,
      paid: quote.paid,
    })
  })
  if (cards && cancelled.paymentIntent) {
    await refundByCard(db, cards, { ...cancelled, paymentIntent: cancelled.paymentIntent })
  }
  return ref
}

export interface CancellationTerms {
  origin: CancellationOrigin
  reason: string
  refundPercentage: number
  refundAmount: number
  policyHours: number | null
  paid: boolean
  /** Who cancels, for the booking's history; the guest when not said. */
  by?: HistoryActor
}

/**
 * Inside the caller's transaction, with the booking locked: the booking is cancelled, the cancellation
 * recorded with its refund, the capacity given back and the mails queued. Answers the card refund
 * still to make after the commit, if any (see refundByCard).
 */
export async function recordCancellation(trx: DB, ref: OwnedRef, item: BookedItem, terms: CancellationTerms) {
  const table = ref.kind === 'reservation' ? 'reservation' : 'reserved_package'
  await trx.updateTable(table).set({ status: ReservationStatus.Cancel }).where('id', '=', ref.id).execute()
  const by: HistoryActor = terms.by ?? { kind: 'guest', email: item.guest?.email ?? '' }
  await recordStateChange(trx, {
    ...(ref.kind === 'package' ? { packageId: ref.id } : { reservationId: ref.id }),
    from: item.status,
    to: ReservationStatus.Cancel,
    actor: by,
    note: terms.reason,
  })
  await releaseBookedCapacity(trx, item)
  const refundStatus = refundStatusFor(item, terms.refundAmount)
  const { id } = await customerDb(trx)
    .insertInto('cancellation')
    .values({
      reservation_id: ref.kind === 'reservation' ? ref.id : null,
      reserved_package_id: ref.kind === 'package' ? ref.id : null,
      origin: terms.origin,
      reason: terms.reason,
      refund_percentage: terms.refundPercentage,
      refund_amount: terms.refundAmount,
      policy_hours: terms.policyHours,
      currency_code: item.currencyCode,
      refund_status: refundStatus,
      cancelled_by: by.kind === 'user' ? by.userId : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const guestLocale = normalizeLocale(item.cartLocale)
  await queueCancellationMails(trx, {
    item: guestLocale === DEFAULT_LOCALE ? item : await loadBookedItem(trx, ref, guestLocale),
    supplierItem: item,
    origin: terms.origin,
    reason: terms.reason,
    refundAmount: terms.refundAmount,
    refundPercentage: terms.refundPercentage,
    paid: terms.paid,
  })
  const paymentIntent = refundStatus === 'pending' ? cardRefundOf(item) : null
  return { cancellationId: id, paymentIntent, amount: terms.refundAmount, currency: item.currencyCode }
}

/** Locks the booking's row so two cancellations of it queue, and the second sees the first's result. */
export async function lockBooking(trx: DB, ref: OwnedRef) {
  const row =
    ref.kind === 'reservation'
      ? await trx
          .selectFrom('reservation')
          .select('status')
          .where('id', '=', ref.id)
          .forUpdate()
          .executeTakeFirst()
      : await trx
          .selectFrom('reserved_package')
          .select('status')
          .where('id', '=', ref.id)
          .forUpdate()
          .executeTakeFirst()
  if (row?.status === ReservationStatus.Cancel) throw new ApiError(409, (words) => words.alreadyCancelled)
}

export interface CardRefund {
  cancellationId: number
  paymentIntent: string
  amount: number
  currency: string
}

/**
 * A failed refund is kept on the cancellation (status failed, the provider's words) for the back office,
 * and answered as that message; null when the refund was made.
 */
export async function refundByCard(db: DB, cards: CardProvider, refund: CardRefund): Promise<string | null> {
  const cancellations = customerDb(db).updateTable('cancellation').where('id', '=', refund.cancellationId)
  try {
    const amountMinor = toMinorUnits(refund.amount, refund.currency)
    // Retrying this cancellation's refund never pays twice; another database's ids never collide with it.
    const key = `cancellation-${refund.cancellationId}-${refund.paymentIntent}-${amountMinor}`
    // A desk sale on the partner's own Stripe account is refunded there.
    const paid = await db
      .selectFrom('payment')
      .select('provider_account')
      .where('provider_ref', '=', refund.paymentIntent)
      .executeTakeFirst()
    const made = await cards.refund(refund.paymentIntent, amountMinor, key, paid?.provider_account)
    await cancellations
      .set({ refund_status: 'refunded', refund_provider_ref: made.id, refund_error: null })
      .execute()
    return null
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`refund of cancellation ${refund.cancellationId} failed: ${message}`)
    await cancellations.set({ refund_status: 'failed', refund_error: message }).execute()
    return message
  }
}
