import { EarningStatus, type EarningDetail, type EarningLine, type SalesReport } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, loginAs, type TestContext } from '../../test/test-app.js'
import {
  bookTwoByCard,
  contextWithCards,
  type StripeStandIn,
} from '../booking-actions/booking-actions.fixtures.js'

let ctx: TestContext
let stripeApi: StripeStandIn
const token: Record<string, string> = {}
let booking: Awaited<ReturnType<typeof bookTwoByCard>>
let ids: { supplier: string; partner: string; supplierNow: string; partnerNow: string }
const now = new Date()
const thisMonth = now.toISOString().slice(0, 7)
// The bookings are moved to the middle of last month, whose earnings get approved and paid before the refunds.
const bookedAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12))
const lastMonth = bookedAt.toISOString().slice(0, 7)
const cents = (n: number) => Math.round(n * 100)

const userId = async (email: string) =>
  (await ctx.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id

beforeAll(async () => {
  let demo: number
  ;({ ctx, stripeApi, demo } = await contextWithCards())
  booking = await bookTwoByCard(ctx, stripeApi, {
    email: 'late.refund@example.com',
    fromDays: [50, 51],
    siteId: demo,
  })
  const carts = ctx.db
    .selectFrom('reservation')
    .select('cart_id')
    .where(
      'id',
      'in',
      booking.items.map((item) => item.id),
    )
  await ctx.db.updateTable('cart').set({ confirmed_at: bookedAt }).where('id', 'in', carts).execute()
  for (const who of ['admin', 'partner']) token[who] = (await loginAs(ctx, `${who}@jaunt.test`)).access_token
  token.owner = (await loginAs(ctx, booking.supplierEmail)).access_token
  const supplierId = await userId(booking.supplierEmail)
  const partnerId = await userId('partner@jaunt.test')
  const currency = (
    await ctx.db
      .selectFrom('reservation')
      .select('currency_code')
      .where('id', '=', booking.items[0]!.id)
      .executeTakeFirstOrThrow()
  ).currency_code
  ids = {
    supplier: `${supplierId}-${lastMonth}-${currency}`,
    partner: `${partnerId}-${lastMonth}-${currency}`,
    supplierNow: `${supplierId}-${thisMonth}-${currency}`,
    partnerNow: `${partnerId}-${thisMonth}-${currency}`,
  }
}, 120_000)
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

const detail = (who: string, kind: string, id: string) =>
  call<EarningDetail>(ctx, 'GET', `/core/v1/${kind}-earnings/${id}`, { token: token[who] })
const setStatus = async (kind: string, id: string, status: number) =>
  expect(
    (
      await call(ctx, 'PUT', `/core/v1/${kind}-earnings/${id}/update-status`, {
        token: token.admin,
        body: { status },
      })
    ).status,
  ).toBe(200)
const refsOf = () => booking.items.map((item) => item.reservation_ref)
const ours = (lines: EarningLine[]) => lines.filter((line) => refsOf().includes(line.reservation_ref))
/** The earning's figures as the page shows them, without its status history. */
const figures = ({ history: _history, status_changed_at: _at, ...rest }: EarningDetail) => rest

describe('a refund made after its month was approved or paid', () => {
  let paidSupplier: EarningDetail
  let approvedPartner: EarningDetail

  it('leaves the paid month as it was and lands in the refund’s month as a negative line', async () => {
    await setStatus('supplier', ids.supplier, EarningStatus.Approved)
    await setStatus('supplier', ids.supplier, EarningStatus.Paid)
    await setStatus('partner', ids.partner, EarningStatus.Approved)
    paidSupplier = (await detail('owner', 'supplier', ids.supplier)).body
    approvedPartner = (await detail('partner', 'partner', ids.partner)).body
    expect(ours(paidSupplier.lines)).toHaveLength(2)

    const first = booking.items[0]!
    const refunded = await call(ctx, 'POST', `/booking/v1/reservation/${first.id}/partial-refund`, {
      token: token.owner,
      body: { amount: 10, reason: 'Rain' },
    })
    expect(refunded.status).toBe(200)

    expect(figures((await detail('owner', 'supplier', ids.supplier)).body)).toEqual(figures(paidSupplier))
    expect(figures((await detail('partner', 'partner', ids.partner)).body)).toEqual(figures(approvedPartner))

    const later = await detail('owner', 'supplier', ids.supplierNow)
    expect(later.status).toBe(200)
    const [late] = ours(later.body.lines)
    const booked = ours(paidSupplier.lines).find((line) => line.reservation_ref === first.reservation_ref)!
    expect(late).toMatchObject({
      reservation_ref: first.reservation_ref,
      refund_of_month: lastMonth,
      gross: 0,
      refunds: 10,
    })
    expect(late!.commission).toBeLessThan(0)
    expect(cents(late!.net)).toBe(-1000 - cents(late!.commission))
    // Over both months the booking is as if refunded in its own: the commission on what was kept, to the cent.
    const full = cents(booked.commission)
    expect(cents(booked.commission) + cents(late!.commission)).toBe(
      Math.round((full * (cents(booked.gross) - 1000)) / cents(booked.gross)),
    )
    // A late refund is no booking of the month it lands in.
    expect(later.body.bookings).toBe(later.body.lines.filter((line) => line.refund_of_month === null).length)

    const partnerLater = await detail('partner', 'partner', ids.partnerNow)
    const [partnerLate] = ours(partnerLater.body.lines)
    expect(partnerLate).toMatchObject({ refund_of_month: lastMonth, gross: 0, refunds: 10 })
    expect(partnerLate!.net).toBeLessThan(0)
  })

  it('puts a cancellation’s refund after the paid month in the month it was made, and reports read the same lines', async () => {
    const second = booking.items[1]!
    const cancelled = await call(ctx, 'POST', '/booking/v1/cancel-reservation', {
      token: token.owner,
      body: { reservation_ref: second.reservation_ref, reservation_id: second.id, reason: 'Storm' },
    })
    expect(cancelled.status).toBe(200)
    const paidNow = (await detail('owner', 'supplier', ids.supplier)).body
    expect(figures({ ...paidNow, lines: paidNow.lines.map((line) => ({ ...line, status: 0 })) })).toEqual(
      figures({ ...paidSupplier, lines: paidSupplier.lines.map((line) => ({ ...line, status: 0 })) }),
    )
    const later = (await detail('owner', 'supplier', ids.supplierNow)).body
    const late = ours(later.lines).find((line) => line.reservation_ref === second.reservation_ref)
    expect(late).toMatchObject({ refund_of_month: lastMonth, gross: 0 })
    expect(late!.refunds).toBeGreaterThan(0)

    // Supplier net + commission = what the guest kept, per booking, over both months.
    for (const ref of refsOf()) {
      const lines = [...paidNow.lines, ...later.lines].filter((line) => line.reservation_ref === ref)
      const sum = (key: 'gross' | 'refunds' | 'commission' | 'net') =>
        lines.reduce((total, line) => total + cents(line[key]), 0)
      expect(sum('net') + sum('commission')).toBe(sum('gross') - sum('refunds'))
    }

    for (const [month, earning] of [
      [lastMonth, paidNow],
      [thisMonth, later],
    ] as const) {
      const report = await call<SalesReport>(ctx, 'GET', `/core/v1/monthly-report?month=${month}`, {
        token: token.owner,
      })
      expect(report.status).toBe(200)
      const total = report.body.totals.find((one) => one.currency_code === earning.currency_code)!
      expect([total.gross, total.refunds, total.commission, total.net, total.bookings]).toEqual([
        earning.gross,
        earning.refunds,
        earning.commission,
        earning.net,
        earning.bookings,
      ])
    }
  })
})
