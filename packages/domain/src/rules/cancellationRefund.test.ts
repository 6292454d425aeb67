import { describe, expect, it } from 'vitest'
import {
  applicablePolicyEntry,
  CANCELLATION_REFUSALS,
  cancellationQuote,
  moneyTaken,
  type RefundableLine,
} from './cancellationRefund'
import { PaymentMethod } from '../enums/paymentMethod'
import { PaymentStatus } from '../enums/paymentStatus'

const HOUR = 3_600_000
const MINUTE = 60_000
const startsAt = new Date('2030-06-15T10:00:00Z')
const before = (ms: number) => new Date(startsAt.getTime() - ms)

const moderate = [
  { hours: 72, refund_percentage: 100 },
  { hours: 24, refund_percentage: 50 },
]
const flexible = [{ hours: 24, refund_percentage: 100 }]
const nonRefundable = [{ hours: 0, refund_percentage: 0 }]

const quote = (now: Date, lines: RefundableLine[] = [{ price: 1000, policy: moderate }], cancelled = false) =>
  cancellationQuote({ lines, startsAt, now, cancelled, paid: true })

describe('cancellationQuote at the policy boundaries', () => {
  it('refunds an entry’s percentage exactly N hours before the start', () => {
    expect(quote(before(72 * HOUR))).toEqual({
      cancellable: true,
      refund_percentage: 100,
      refund_amount: 1000,
      hours_before: 72,
      free_cancellation: true,
      non_refundable: false,
      reason_if_not_cancellable: null,
      paid: true,
    })
    expect(quote(before(24 * HOUR))).toMatchObject({
      refund_percentage: 50,
      refund_amount: 500,
      hours_before: 24,
    })
  })

  it('drops to the next entry a minute after the boundary', () => {
    expect(quote(before(72 * HOUR - MINUTE))).toMatchObject({
      refund_percentage: 50,
      refund_amount: 500,
      hours_before: 24,
      free_cancellation: false,
      non_refundable: false,
    })
    expect(quote(before(24 * HOUR - MINUTE))).toMatchObject({
      cancellable: true,
      refund_percentage: 0,
      refund_amount: 0,
      hours_before: null,
      non_refundable: true,
    })
  })

  it('calls 100% free cancellation and 0% non-refundable', () => {
    const free = quote(before(30 * HOUR), [{ price: 420, policy: flexible }])
    expect(free).toMatchObject({ refund_percentage: 100, free_cancellation: true, non_refundable: false })
    const none = quote(before(500 * HOUR), [{ price: 420, policy: nonRefundable }])
    expect(none).toMatchObject({
      cancellable: true,
      refund_percentage: 0,
      refund_amount: 0,
      hours_before: 0,
      free_cancellation: false,
      non_refundable: true,
    })
  })

  it('refunds nothing, but still cancels, when the product has no policy', () => {
    expect(quote(before(500 * HOUR), [{ price: 300, policy: null }])).toMatchObject({
      cancellable: true,
      refund_percentage: 0,
      refund_amount: 0,
      hours_before: null,
      non_refundable: true,
    })
  })

  it('cannot cancel once started, from the very start on', () => {
    for (const now of [startsAt, new Date(startsAt.getTime() + MINUTE)]) {
      expect(quote(now)).toEqual({
        cancellable: false,
        refund_percentage: 0,
        refund_amount: 0,
        hours_before: null,
        free_cancellation: false,
        non_refundable: false,
        reason_if_not_cancellable: CANCELLATION_REFUSALS.alreadyStarted,
        paid: true,
      })
    }
    expect(quote(before(MINUTE), [{ price: 100, policy: nonRefundable }]).cancellable).toBe(true)
  })

  it('cannot cancel a cancelled booking', () => {
    expect(quote(before(500 * HOUR), undefined, true)).toMatchObject({
      cancellable: false,
      refund_amount: 0,
      reason_if_not_cancellable: CANCELLATION_REFUSALS.alreadyCancelled,
    })
  })

  it('rounds the refund to cents', () => {
    expect(quote(before(30 * HOUR), [{ price: 99.99, policy: moderate }]).refund_amount).toBe(50)
    expect(quote(before(30 * HOUR), [{ price: 0.05, policy: moderate }]).refund_amount).toBe(0.03)
  })

  it('adds up the lines of a stay sold under two rate plans', () => {
    const lines = [
      { price: 600, policy: moderate },
      { price: 400, policy: nonRefundable },
    ]
    expect(quote(before(100 * HOUR), lines)).toMatchObject({
      refund_amount: 600,
      refund_percentage: 60,
      hours_before: 72,
      free_cancellation: false,
      non_refundable: false,
    })
    expect(quote(before(30 * HOUR), lines)).toMatchObject({ refund_amount: 300, refund_percentage: 30 })
  })
})

describe('applicablePolicyEntry', () => {
  it('gives the best refund among the entries still ahead, whatever their order', () => {
    const odd = [
      { hours: 24, refund_percentage: 100 },
      { hours: 72, refund_percentage: 50 },
    ]
    expect(applicablePolicyEntry(odd, 100)).toEqual({ hours: 24, refund_percentage: 100 })
    expect(applicablePolicyEntry(odd, 23.9)).toBeNull()
    expect(applicablePolicyEntry([...moderate].reverse(), 80)).toEqual({ hours: 72, refund_percentage: 100 })
  })

  it('of equal refunds takes the one that lasts longest', () => {
    const twice = [
      { hours: 48, refund_percentage: 50 },
      { hours: 12, refund_percentage: 50 },
    ]
    expect(applicablePolicyEntry(twice, 60)).toEqual({ hours: 12, refund_percentage: 50 })
  })
})

describe('cancellationQuote of a booking nothing was paid for', () => {
  it('keeps the policy’s terms but refunds nothing', () => {
    const unpaid = cancellationQuote({
      lines: [{ price: 1000, policy: moderate }],
      startsAt,
      now: before(72 * HOUR),
      cancelled: false,
      paid: false,
    })
    expect(unpaid).toMatchObject({ cancellable: true, refund_percentage: 100, refund_amount: 0, paid: false })
  })
})

describe('moneyTaken', () => {
  it('is true only for a settled payment by a method that takes money', () => {
    expect(moneyTaken({ method: PaymentMethod.Card, status: PaymentStatus.Paid })).toBe(true)
    expect(moneyTaken({ method: PaymentMethod.Terminal, status: PaymentStatus.Paid })).toBe(true)
    expect(moneyTaken({ method: PaymentMethod.NoPayment, status: PaymentStatus.Paid })).toBe(false)
    expect(moneyTaken({ method: PaymentMethod.Card, status: PaymentStatus.Pending })).toBe(false)
    expect(moneyTaken(null)).toBe(false)
  })
})
