import {
  ReservationStatus,
  packageRefundShares,
  type EarningDetail,
  type EarningLine,
  type SalesReport,
} from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { earningsDb } from './earnings.tables.js'
import { apiOf } from '../reservations/package-bookings.api.js'
import { bookPackageAsGuest, publishedPackage } from '../reservations/package-bookings.fixtures.js'

let ctx: TestContext
const token: Record<string, string> = {}
let pack: Awaited<ReturnType<typeof publishedPackage>>
let booked: { id: number; price: number; paymentRef: string }
const month = new Date().toISOString().slice(0, 7)
const cents = (n: number) => Math.round(n * 100)
const PARTIAL = 100

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_CART_PER_MINUTE: '1000', RATE_LIMIT_BOOKING_PER_MINUTE: '1000' })
  for (const who of ['admin', 'partner', 'partner2']) {
    token[who] = (await loginAs(ctx, `${who}@jaunt.test`)).access_token
  }
  pack = await publishedPackage(apiOf(ctx), token.partner!, 'Puffin fjord weekend')
  const made = await bookPackageAsGuest(apiOf(ctx), pack.id, {
    first: 'Astrid',
    last: 'Puffin',
    email: 'astrid.puffin@example.com',
  })
  const row = await ctx.db
    .selectFrom('reserved_package')
    .select(['id', 'price'])
    .where('package_id', '=', pack.id)
    .executeTakeFirstOrThrow()
  booked = { id: row.id, price: Number(row.price), paymentRef: made.paymentRef }
}, 180_000)
afterAll(() => ctx.close())

/** Each share's part of `refund` as the earnings split it: the shares in the order stored, largest remainders. */
async function refundPartOf(refund: number, shareId: number) {
  const stored = (await shares()).sort((a, b) => a.id - b.id)
  const split = packageRefundShares(
    refund,
    stored.map((row) => Number(row.price)),
    booked.price,
  )
  return split.shares[stored.findIndex((row) => row.id === shareId)]!
}

/** The stored shares of the booked package, with each service's supplier and name. */
const shares = () =>
  ctx.db
    .selectFrom('reserved_package_share as sh')
    .innerJoin('service as s', 's.id', 'sh.service_id')
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .select([
      'sh.id',
      'sh.service_id',
      'sh.price',
      'sh.commission_amount',
      'sh.partner_amount',
      'sh.tax_amount',
    ])
    .select(['u.id as supplier_id', 'u.email'])
    .where('sh.reserved_package_id', '=', booked.id)
    .orderBy('sh.service_id')
    .execute()

const detail = (who: string, kind: string, id: string) =>
  call<EarningDetail>(ctx, 'GET', `/core/v1/${kind}-earnings/${id}`, { token: token[who] })
const packageLines = (lines: EarningLine[]) =>
  lines.filter((line) => line.booking_kind === 'package' && line.reservation_id === booked.id)

/** The demo partner's user id, whose earnings the package's lines are in. */
const partnerIdOf = async () =>
  (
    await ctx.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'partner@jaunt.test')
      .executeTakeFirstOrThrow()
  ).id

async function supplierToken(email: string) {
  token[email] ??= (await loginAs(ctx, email)).access_token
  return email
}

describe('package bookings in earnings', () => {
  it('stores each service’s share at confirmation, adding up with the margin to the price the guest paid', async () => {
    const rows = await shares()
    expect(rows.map((row) => row.service_id).sort()).toEqual([pack.activity.id, pack.hotel.id].sort())
    const stored = await ctx.db
      .selectFrom('reserved_package')
      .select(['margin_amount', 'commission_amount', 'partner_amount', 'supplier_amount'])
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow()
    const payment = await ctx.db
      .selectFrom('payment as p')
      .innerJoin('reserved_package as rp', 'rp.cart_id', 'p.cart_id')
      .select('p.amount')
      .where('rp.id', '=', booked.id)
      .executeTakeFirstOrThrow()
    expect(cents(Number(payment.amount))).toBe(cents(booked.price))
    const sum = (key: 'price' | 'commission_amount' | 'partner_amount') =>
      rows.reduce((total, row) => total + cents(Number(row[key])), 0)
    // The package was priced with a 10% margin on its services.
    expect(Number(stored.margin_amount)).toBeGreaterThan(0)
    expect(sum('price') + cents(Number(stored.margin_amount))).toBe(cents(booked.price))
    expect(cents(Number(stored.commission_amount))).toBe(sum('commission_amount'))
    expect(cents(Number(stored.partner_amount))).toBe(
      sum('partner_amount') + cents(Number(stored.margin_amount)),
    )
    expect(sum('commission_amount')).toBeGreaterThan(0)
  })

  it('gives each supplier the share of their service, named with its package, and the partner the package', async () => {
    const rows = await shares()
    const supplierLines: EarningLine[] = []
    for (const share of rows) {
      const who = await supplierToken(share.email)
      const mine = await detail(who, 'supplier', `${share.supplier_id}-${month}-NOK`)
      expect(mine.status).toBe(200)
      const line = packageLines(mine.body.lines).find((one) => one.gross === Number(share.price))
      expect(line, `the supplier of ${share.service_id} sees their share`).toMatchObject({
        package_name: 'Puffin fjord weekend',
        payment_ref: booked.paymentRef,
        refunds: 0,
        commission: Number(share.commission_amount),
        net: (cents(Number(share.price)) - cents(Number(share.commission_amount))) / 100,
      })
      expect(line!.product_name).not.toBe('Puffin fjord weekend')
      supplierLines.push(line!)
    }

    const partnerId = await partnerIdOf()
    const theirs = await detail('partner', 'partner', `${partnerId}-${month}-NOK`)
    expect(theirs.status).toBe(200)
    const [partnerLine] = packageLines(theirs.body.lines)
    expect(partnerLine).toMatchObject({
      product_name: 'Puffin fjord weekend',
      package_name: 'Puffin fjord weekend',
      gross: booked.price,
      refunds: 0,
    })

    // To the cent: the guest's price = the suppliers' nets + the partner's net + the marketplace's commission.
    const commission = rows.reduce((total, row) => total + cents(Number(row.commission_amount)), 0)
    const partnerShare = rows.reduce((total, row) => total + cents(Number(row.partner_amount)), 0)
    expect(cents(partnerLine!.commission)).toBe(commission)
    const suppliers = supplierLines.reduce((total, line) => total + cents(line.net), 0)
    expect(suppliers + cents(partnerLine!.net) + (commission - partnerShare)).toBe(cents(booked.price))
  })

  it('keeps package lines from another supplier and another partner', async () => {
    const owners = new Set((await shares()).map((row) => row.supplier_id))
    const other = await ctx.db
      .selectFrom('app_user')
      .select(['id', 'email'])
      .where('email', 'in', ['supplier@jaunt.test', 'both@jaunt.test'])
      .execute()
    const stranger = other.find((user) => !owners.has(user.id))!
    const who = await supplierToken(stranger.email)
    const theirs = await detail(who, 'supplier', `${stranger.id}-${month}-NOK`)
    if (theirs.status === 200) expect(packageLines(theirs.body.lines)).toEqual([])
    else expect(theirs.status).toBe(404)
    const partnerId = await partnerIdOf()
    expect((await detail('partner2', 'partner', `${partnerId}-${month}-NOK`)).status).toBe(404)
  })

  it('exports the supplier’s month with the package share in its figures', async () => {
    const [share] = await shares()
    const who = await supplierToken(share!.email)
    const month_ = await detail(who, 'supplier', `${share!.supplier_id}-${month}-NOK`)
    const answer = await ctx.app.request(
      `/core/v1/supplier-earnings/export?format=csv&filter=${encodeURIComponent(JSON.stringify({ month, currency_code: 'NOK' }))}`,
      { headers: { Authorization: `Bearer ${token[who]}` } },
    )
    expect(answer.status).toBe(200)
    const text = await answer.text()
    const row = text.split('\r\n').find((line) => line.startsWith(month))!
    expect(row.split(',')).toEqual(
      expect.arrayContaining([
        String(month_.body.bookings),
        String(month_.body.gross),
        String(month_.body.net),
      ]),
    )
  })

  it('reports the package as the partner’s product and each share as its supplier’s, agreeing with the earnings', async () => {
    const report = await call<SalesReport>(
      ctx,
      'GET',
      `/core/v1/monthly-report?month=${month}&kind=partner`,
      { token: token.partner },
    )
    expect(report.status).toBe(200)
    const row = report.body.rows.find((one) => one.key === String(pack.id))
    expect(row).toMatchObject({
      label: 'Puffin fjord weekend',
      currency_code: 'NOK',
      bookings: 1,
      gross: booked.price,
    })
    const partnerId = await partnerIdOf()
    const earning = (await detail('partner', 'partner', `${partnerId}-${month}-NOK`)).body
    const total = report.body.totals.find((one) => one.currency_code === 'NOK')!
    expect(cents(total.net)).toBe(cents(earning.net))

    const [share] = await shares()
    const who = await supplierToken(share!.email)
    const theirs = await call<SalesReport>(ctx, 'GET', `/core/v1/monthly-report?month=${month}`, {
      token: token[who],
    })
    expect(
      theirs.body.rows.find((one) => one.key === String(share!.service_id))?.gross,
    ).toBeGreaterThanOrEqual(Number(share!.price))
  })

  it('takes a partial refund of the package from each share in proportion, and the figures still add up', async () => {
    const refunded = await call(
      ctx,
      'POST',
      `/booking/v1/reservation/package/${booked.paymentRef}/${booked.id}/partial-refund`,
      {
        token: token.partner,
        body: {
          request_id: crypto.randomUUID(),
          amount: PARTIAL,
          reason: 'Whale safari cancelled by weather',
        },
      },
    )
    expect(refunded.status).toBe(200)
    const rows = await shares()
    const supplierLines: EarningLine[] = []
    for (const share of rows) {
      const who = await supplierToken(share.email)
      const mine = await detail(who, 'supplier', `${share.supplier_id}-${month}-NOK`)
      const line = packageLines(mine.body.lines).find((one) => one.gross === Number(share.price))!
      expect(line.refunds).toBe(await refundPartOf(PARTIAL, share.id))
      supplierLines.push(line)
    }
    const partnerId = await partnerIdOf()
    const [partnerLine] = packageLines(
      (await detail('partner', 'partner', `${partnerId}-${month}-NOK`)).body.lines,
    )
    expect(partnerLine!.refunds).toBe(PARTIAL)
    // The suppliers' parts of the refund and the margin's add up to the refund to the cent.
    const stored = (await shares()).sort((a, b) => a.id - b.id)
    const split = packageRefundShares(
      PARTIAL,
      stored.map((row) => Number(row.price)),
      booked.price,
    )
    expect(supplierLines.reduce((total, line) => total + cents(line.refunds), 0) + cents(split.margin)).toBe(
      cents(PARTIAL),
    )
    // What the guest kept = the suppliers' nets + the partner's net + what the marketplace keeps of the commission,
    // within a cent per line (each line's commission is scaled by its part kept on its own).
    const kept = (booked.price - PARTIAL) / booked.price
    const partnerShare = rows.reduce((total, row) => total + cents(Number(row.partner_amount)), 0)
    const figures =
      supplierLines.reduce((total, line) => total + cents(line.net), 0) +
      cents(partnerLine!.net) +
      cents(partnerLine!.commission) -
      Math.round(partnerShare * kept)
    expect(Math.abs(figures - cents(booked.price - PARTIAL))).toBeLessThanOrEqual(rows.length + 1)
  })

  it('keeps a cancelled package in both earnings, with what went back to the guest', async () => {
    const cancelled = await call(
      ctx,
      'POST',
      `/booking/v1/reservation/package/${booked.paymentRef}/${booked.id}/cancel`,
      { token: token.partner, body: { reason: 'Storm warning' } },
    )
    expect(cancelled.status).toBe(200)
    const [share] = await shares()
    const who = await supplierToken(share!.email)
    const mine = await detail(who, 'supplier', `${share!.supplier_id}-${month}-NOK`)
    const line = packageLines(mine.body.lines).find((one) => one.gross === Number(share!.price))
    const refund = await earningsDb(ctx.db)
      .selectFrom('cancellation')
      .select('refund_amount')
      .where('reserved_package_id', '=', booked.id)
      .executeTakeFirstOrThrow()
    expect(line).toMatchObject({
      status: ReservationStatus.Cancel,
      refunds: await refundPartOf(PARTIAL + Number(refund.refund_amount), share!.id),
    })
  })
})
