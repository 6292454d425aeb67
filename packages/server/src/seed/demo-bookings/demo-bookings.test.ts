import { EarningStatus, type EarningDetail, type EarningRow, type ReservationListRow } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { lastMonthOf, seedDemoBookings } from './index.js'

let ctx: TestContext
const token: Record<string, string> = {}
const month = lastMonthOf(new Date())
const cents = (amount: number) => Math.round(amount * 100)
const q = (value: object) => encodeURIComponent(JSON.stringify(value))

beforeAll(async () => {
  ctx = await createTestContext()
  // The shared test database is seeded without them (seed.ts): this file books them as `npm start` does.
  await seedDemoBookings(ctx.db, { APP_HOST: 'localhost:8080', HOLD_MINUTES: 15 })
  for (const who of ['supplier', 'partner', 'partner2', 'admin']) {
    token[who] = (await loginAs(ctx, `${who}@jaunt.test`)).access_token
  }
})
afterAll(() => ctx.close())

const lastMonthsBookings = async (who: string) => {
  const [from, to] = [`${month}-01`, `${month}-31`]
  const filter = q({ booked_from: from, booked_to: to })
  const answer = await call<ReservationListRow[]>(
    ctx,
    'GET',
    `/booking/v1/reservation/data-table?filter=${filter}&range=${q([0, 99])}`,
    { token: token[who] },
  )
  expect(answer.status).toBe(200)
  return answer.body
}

const earningsOf = async (who: string, kind: 'supplier' | 'partner') => {
  const answer = await call<EarningRow[]>(
    ctx,
    'GET',
    `/core/v1/${kind}-earnings?filter=${q({ month })}&range=${q([0, 99])}`,
    { token: token[who] },
  )
  expect(answer.status).toBe(200)
  return answer.body
}

describe("the demo's bookings of last month", () => {
  it("fill supplier@'s Reservations: items and a package on both partners' sites, one item cancelled", async () => {
    const rows = await lastMonthsBookings('supplier')
    expect(rows.length).toBeGreaterThanOrEqual(8)
    expect(new Set(rows.map((row) => row.site_name)).size).toBe(2)
    expect(rows.some((row) => row.booking_kind === 'package-component')).toBe(true)
    expect(rows.filter((row) => row.status === 5)).toHaveLength(1)
    const carts = rows.map((row) => row.payment_ref)
    expect(carts.some((ref, index) => carts.indexOf(ref) !== index)).toBe(true)
    expect(rows.every((row) => row.booked_at.startsWith(month))).toBe(true)
  })

  it("make supplier@'s earning of last month, approved, whose lines add up to it to the cent", async () => {
    const [earning] = await earningsOf('supplier', 'supplier')
    expect(earning).toMatchObject({ month, currency_code: 'NOK', status: EarningStatus.Approved })
    expect(cents(earning!.gross) - cents(earning!.refunds)).toBe(
      cents(earning!.net) + cents(earning!.commission),
    )
    const detail = await call<EarningDetail>(ctx, 'GET', `/core/v1/supplier-earnings/${earning!.id}`, {
      token: token.supplier,
    })
    const sum = (field: 'gross' | 'refunds' | 'commission' | 'net') =>
      detail.body.lines.reduce((total, line) => total + cents(line[field]), 0)
    expect(sum('gross')).toBe(cents(earning!.gross))
    expect(sum('commission')).toBe(cents(earning!.commission))
    expect(sum('net')).toBe(cents(earning!.net))
    expect(detail.body.lines.some((line) => line.booking_kind === 'package')).toBe(true)
    // Each booked item's line is its price in the Reservations table.
    const prices = new Map(
      (await lastMonthsBookings('supplier')).map((row) => [row.reservation_ref, row.price]),
    )
    for (const line of detail.body.lines.filter((one) => one.booking_kind === 'reservation')) {
      expect(line.gross).toBe(prices.get(line.reservation_ref))
    }
  })

  it("make both partners' earnings: partner@'s with the package's partial refund, partner2@'s paid", async () => {
    const [demo] = (await earningsOf('partner', 'partner')).filter((row) => row.currency_code === 'NOK')
    expect(demo!.refunds).toBeGreaterThan(0)
    expect(demo!.status).toBe(EarningStatus.Pending)
    const [nordic] = await earningsOf('partner2', 'partner')
    expect(nordic).toMatchObject({ month, status: EarningStatus.Paid })
    expect(nordic!.bookings).toBeGreaterThanOrEqual(3)
  })
})
