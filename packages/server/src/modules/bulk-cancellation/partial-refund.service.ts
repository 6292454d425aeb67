import {
  DEFAULT_LOCALE,
  MESSAGES,
  normalizeLocale,
  PaymentMethod,
  PaymentStatus,
  roundMoney,
  toMinorUnits,
  type PartialRefundInput,
  type PartialRefundResult,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'
import { queuePartialRefundMail } from '../customer/customer-mails.js'
import { loadBookedItem } from '../customer/ownership.js'
import type { CardProvider } from '../payments/card-provider.js'
import { refundableOf, refundBalances } from './refund-balance.js'

interface RefundRequest extends PartialRefundInput {
  supplierId: number
  reservationId: number
}

/**
 * The supplier gives part of a booking's price back. The refund is recorded (pending) under the
 * booking's lock, so two at once cannot pass the balance together; the provider is then asked with
 * that record's key, and the guest mailed when it is made.
 */
export async function refundPartly(
  db: DB,
  cards: CardProvider | null,
  request: RefundRequest,
): Promise<PartialRefundResult> {
  const pending = await db.transaction().execute(async (trx) => {
    const reservation = await trx
      .selectFrom('reservation as r')
      .innerJoin('service as s', 's.id', 'r.service_id')
      .select(['r.id', 'r.cart_id', 'r.currency_code'])
      .where('r.id', '=', request.reservationId)
      .where('s.supplier_user_id', '=', request.supplierId)
      .forUpdate('r')
      .executeTakeFirst()
    if (!reservation) throw notFound((words) => words.reservationNotFound)
    const payment = await trx
      .selectFrom('payment')
      .select(['id', 'method', 'status', 'provider_ref'])
      .where('cart_id', '=', reservation.cart_id)
      .where('status', '=', PaymentStatus.Paid)
      .orderBy('id', 'desc')
      .executeTakeFirst()
    const balance = (await refundBalances(trx, [reservation.id])).get(reservation.id)
    const amount = roundMoney(request.amount)
    if (amount > refundableOf(balance)) {
      throw badRequest(`amount: ${MESSAGES.refundAmountTooHigh}`, [
        { path: 'amount', message: MESSAGES.refundAmountTooHigh },
      ])
    }
    if (!payment || payment.method !== PaymentMethod.Card || !payment.provider_ref || !cards) {
      throw new ApiError(422, (words) => words.refundNotByCard)
    }
    const refund = await trx
      .insertInto('reservation_refund')
      .values({
        reservation_id: reservation.id,
        payment_id: payment.id,
        amount,
        currency_code: reservation.currency_code,
        reason: request.reason ?? '',
        status: 'pending',
        created_by: request.supplierId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { refundId: refund.id, intent: payment.provider_ref, amount, currency: reservation.currency_code }
  })
  const refunds = db.updateTable('reservation_refund').where('id', '=', pending.refundId)
  try {
    const amountMinor = toMinorUnits(pending.amount, pending.currency)
    const made = await cards!.refund(
      pending.intent,
      amountMinor,
      `partial-refund-${pending.refundId}-${pending.intent}-${amountMinor}`,
    )
    await refunds.set({ status: 'refunded', provider_ref: made.id }).execute()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await refunds.set({ status: 'failed', error: message }).execute()
    throw new ApiError(422, (words) => words.refundRefused(message))
  }
  await db.transaction().execute(async (trx) => {
    const item = await loadBookedItem(trx, { kind: 'reservation', id: request.reservationId }, DEFAULT_LOCALE)
    const guestLocale = normalizeLocale(item.cartLocale)
    const local =
      guestLocale === DEFAULT_LOCALE
        ? item
        : await loadBookedItem(trx, { kind: 'reservation', id: item.id }, guestLocale)
    await queuePartialRefundMail(trx, local, pending.amount)
  })
  const balance = (await refundBalances(db, [request.reservationId])).get(request.reservationId)
  return {
    reservation_id: request.reservationId,
    amount: pending.amount,
    currency_code: pending.currency,
    paid: balance?.paid ?? 0,
    refunded: balance?.refunded ?? 0,
    refundable: refundableOf(balance),
  }
}
