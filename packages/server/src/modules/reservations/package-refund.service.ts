import {
  DEFAULT_LOCALE,
  MESSAGES,
  normalizeLocale,
  PaymentMethod,
  PaymentStatus,
  roundMoney,
  toMinorUnits,
  type PackageRefundInput,
  type PackageRefundResult,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'
import { cancellingOrigin, type Actor } from '../booking-actions/actor.js'
import { queuePartialRefundMail } from '../customer/customer-mails.js'
import { loadBookedItem } from '../customer/ownership.js'
import type { CardProvider } from '../payments/card-provider.js'
import { recordStateChange } from '../reservation-history/history.js'
import { visibleRows, type PackageBookingKey } from './package-booking.service.js'
import { packageRefundBalance } from './package-refund-balance.js'

/** Card payments (online or at a reader) go back through the provider; anything else is given back by hand. */
const THROUGH_PROVIDER: string[] = [PaymentMethod.Card, PaymentMethod.Terminal]

const tooMuch = () =>
  badRequest(`amount: ${MESSAGES.refundAmountTooHigh}`, [
    { path: 'amount', message: MESSAGES.refundAmountTooHigh },
  ])

type RefundRow = { id: number; status: 'pending' | 'refunded' | 'failed'; amount: number }

/**
 * The partner who sold a package (or an admin) gives part of its price back without cancelling it. The
 * refund is recorded under the package's lock, so two at once cannot pass the balance together, and under
 * the request's id, so the same request again answers the first refund. A card refund is then asked of the
 * provider with that record's key; otherwise it is recorded as made by hand. History and the guest's mail
 * follow a refund that is made.
 */
export async function refundPackagePartly(
  db: DB,
  cards: CardProvider | null,
  actor: Actor,
  key: PackageBookingKey,
  input: PackageRefundInput,
): Promise<PackageRefundResult> {
  const seen = await visibleRows(db, actor, key)
  if (!seen.whole) throw notFound((words) => words.reservationNotFound)
  // Giving money back is the cancel's right: a partner who is nothing else needs its policy.
  cancellingOrigin(actor)
  const recorded = await db.transaction().execute(async (trx) => {
    const booked = await trx
      .selectFrom('reserved_package')
      .select(['id', 'cart_id', 'currency_code', 'status'])
      .where('id', '=', key.id)
      .forUpdate()
      .executeTakeFirstOrThrow()
    const earlier = await trx
      .selectFrom('package_refund')
      .select(['id', 'status', 'amount', 'error'])
      .where('reserved_package_id', '=', key.id)
      .where('request_id', '=', input.request_id)
      .executeTakeFirst()
    if (earlier?.status === 'failed') {
      throw new ApiError(422, (words) => words.refundRefused(earlier.error ?? ''))
    }
    if (earlier) return { row: { ...earlier, amount: Number(earlier.amount) }, fresh: false, booked }
    if (input.currency_code && input.currency_code.toUpperCase() !== booked.currency_code.toUpperCase()) {
      throw badRequest(`currency_code: ${MESSAGES.refundCurrencyMismatch}`, [
        { path: 'currency_code', message: MESSAGES.refundCurrencyMismatch },
      ])
    }
    const amount = roundMoney(input.amount)
    if (amount > (await packageRefundBalance(trx, key.id)).refundable) throw tooMuch()
    const payment = await trx
      .selectFrom('payment')
      .select(['id', 'method', 'provider_ref'])
      .where('cart_id', '=', booked.cart_id)
      .where('status', '=', PaymentStatus.Paid)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const byHand = !THROUGH_PROVIDER.includes(payment.method) || !payment.provider_ref
    if (!byHand && !cards) throw new ApiError(422, (words) => words.refundRefused('no payment provider'))
    const row = await trx
      .insertInto('package_refund')
      .values({
        reserved_package_id: key.id,
        payment_id: payment.id,
        request_id: input.request_id,
        amount,
        currency_code: booked.currency_code,
        reason: input.reason,
        status: byHand ? 'refunded' : 'pending',
        by_hand: byHand,
        created_by: actor.id,
      })
      .returning(['id', 'status'])
      .executeTakeFirstOrThrow()
    if (byHand) await announce(trx, actor, key.id, booked.status, { amount, reason: input.reason })
    return { row: { ...row, amount }, fresh: true, booked }
  })
  // A pending refund (this request's, or one whose answer was lost) is asked of the provider under its own
  // key, so it is made once; only the request that recorded it writes the history and mails the guest.
  if (recorded.row.status === 'pending') {
    await refundByProvider(db, cards, recorded.row)
    if (recorded.fresh) {
      const refund = { amount: recorded.row.amount, reason: input.reason }
      await db.transaction().execute((trx) => announce(trx, actor, key.id, recorded.booked.status, refund))
    }
  }
  return resultOf(db, recorded.row.id)
}

async function refundByProvider(db: DB, cards: CardProvider | null, refund: RefundRow) {
  const row = await db
    .selectFrom('package_refund as pr')
    .innerJoin('payment as pay', 'pay.id', 'pr.payment_id')
    .select(['pay.provider_ref', 'pay.provider_account', 'pr.currency_code'])
    .where('pr.id', '=', refund.id)
    .executeTakeFirstOrThrow()
  const refunds = db.updateTable('package_refund').where('id', '=', refund.id)
  try {
    if (!cards || !row.provider_ref) throw new Error('no payment provider')
    const amountMinor = toMinorUnits(refund.amount, row.currency_code)
    const key = `package-refund-${refund.id}-${row.provider_ref}-${amountMinor}`
    const made = await cards.refund(row.provider_ref, amountMinor, key, row.provider_account)
    await refunds.set({ status: 'refunded', provider_ref: made.id, error: null }).execute()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await refunds.set({ status: 'failed', error: message }).execute()
    throw new ApiError(422, (words) => words.refundRefused(message))
  }
}

/** The package's history says who gave what back and why; the guest is mailed in their language. */
async function announce(
  trx: DB,
  actor: Actor,
  id: number,
  status: number,
  refund: { amount: number; reason: string },
) {
  const english = await loadBookedItem(trx, { kind: 'package', id }, DEFAULT_LOCALE)
  await recordStateChange(trx, {
    packageId: id,
    from: status,
    to: status,
    actor: { kind: 'user', userId: actor.id },
    note: `Refund ${refund.amount.toFixed(2)} ${english.currencyCode}: ${refund.reason}`,
  })
  const locale = normalizeLocale(english.cartLocale)
  const item =
    locale === DEFAULT_LOCALE ? english : await loadBookedItem(trx, { kind: 'package', id }, locale)
  await queuePartialRefundMail(trx, item, refund.amount)
}

async function resultOf(db: DB, refundId: number): Promise<PackageRefundResult> {
  const row = await db
    .selectFrom('package_refund')
    .select(['id', 'reserved_package_id', 'amount', 'currency_code', 'status', 'by_hand'])
    .where('id', '=', refundId)
    .executeTakeFirstOrThrow()
  const balance = await packageRefundBalance(db, row.reserved_package_id)
  return {
    refund_id: row.id,
    reserved_package_id: row.reserved_package_id,
    amount: Number(row.amount),
    currency_code: row.currency_code,
    status: row.status,
    by_hand: row.by_hand,
    refunded: balance.refunded,
    refundable: balance.refundable,
  }
}
