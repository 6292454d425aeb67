import { PaymentMethod } from '../enums/paymentMethod'
import { PaymentStatus } from '../enums/paymentStatus'
import type { CancellationPolicyEntry } from '../schemas/cancellation'
import { roundMoney } from './money'

/** Why a booking cannot be cancelled now; the customer area shows these as they are. */
export const CANCELLATION_REFUSALS = {
  alreadyCancelled: 'This booking is already cancelled',
  alreadyStarted: 'This booking has already started and can no longer be cancelled',
} as const

/** A priced part of a booking and the policy it was sold under (a hotel stay has one per rate plan). */
export interface RefundableLine {
  price: number
  /** Null or empty: the product has no policy, so nothing is refunded. */
  policy: readonly CancellationPolicyEntry[] | null
}

export interface CancellationQuoteInput {
  lines: readonly RefundableLine[]
  /** When the activity starts, or check-in for a stay. */
  startsAt: Date
  now: Date
  cancelled: boolean
  /** Whether money was taken for the booking (`moneyTaken`); nothing is refunded when it was not. */
  paid: boolean
}

export interface CancellationQuote {
  cancellable: boolean
  refund_percentage: number
  refund_amount: number
  /** The refund holds if cancelled at least this many hours before the start; null when nothing applies. */
  hours_before: number | null
  free_cancellation: boolean
  non_refundable: boolean
  reason_if_not_cancellable: string | null
  paid: boolean
}

/** Whether the guest paid money: a settled payment by any method but no-payment. */
export const moneyTaken = (payment: { method: string; status: number } | null) =>
  payment !== null && payment.status === PaymentStatus.Paid && payment.method !== PaymentMethod.NoPayment

const HOUR_MS = 3_600_000

/**
 * The entry a customer is owed with `hoursLeft` to go: every entry whose hours are still ahead applies,
 * and the best refund wins; of equal refunds, the one that holds longest (fewest hours).
 */
export function applicablePolicyEntry(
  policy: readonly CancellationPolicyEntry[] | null,
  hoursLeft: number,
): CancellationPolicyEntry | null {
  let best: CancellationPolicyEntry | null = null
  for (const entry of policy ?? []) {
    if (entry.hours > hoursLeft) continue
    if (
      !best ||
      entry.refund_percentage > best.refund_percentage ||
      (entry.refund_percentage === best.refund_percentage && entry.hours < best.hours)
    ) {
      best = entry
    }
  }
  return best
}

const refused = (reason: string, paid: boolean): CancellationQuote => ({
  cancellable: false,
  refund_percentage: 0,
  refund_amount: 0,
  hours_before: null,
  free_cancellation: false,
  non_refundable: false,
  reason_if_not_cancellable: reason,
  paid,
})

/** What cancelling now gives back, from each line's policy and the time left before the start. */
export function cancellationQuote({
  lines,
  startsAt,
  now,
  cancelled,
  paid,
}: CancellationQuoteInput): CancellationQuote {
  if (cancelled) return refused(CANCELLATION_REFUSALS.alreadyCancelled, paid)
  const hoursLeft = (startsAt.getTime() - now.getTime()) / HOUR_MS
  if (!(hoursLeft > 0)) return refused(CANCELLATION_REFUSALS.alreadyStarted, paid)
  const owed = lines.map((line) => {
    const entry = applicablePolicyEntry(line.policy, hoursLeft)
    const percentage = Math.min(100, Math.max(0, entry?.refund_percentage ?? 0))
    return { entry, percentage, price: line.price, amount: roundMoney((line.price * percentage) / 100) }
  })
  const price = owed.reduce((sum, line) => sum + line.price, 0)
  const owedAmount = roundMoney(owed.reduce((sum, line) => sum + line.amount, 0))
  const percentages = new Set(owed.map((line) => line.percentage))
  // Lines under different policies refund a share of the whole; one policy refunds its own percentage.
  const refund_percentage =
    percentages.size <= 1
      ? (owed[0]?.percentage ?? 0)
      : price > 0
        ? roundMoney((owedAmount / price) * 100)
        : 0
  const matched = owed.flatMap((line) => (line.entry ? [line.entry.hours] : []))
  return {
    cancellable: true,
    refund_percentage,
    // What was never paid is never refunded, whatever the policy's share.
    refund_amount: paid ? owedAmount : 0,
    // The amount holds until the first line drops to its next entry: the most hours among those applying.
    hours_before: matched.length > 0 ? Math.max(...matched) : null,
    free_cancellation: refund_percentage >= 100,
    non_refundable: refund_percentage <= 0,
    reason_if_not_cancellable: null,
    paid,
  }
}
