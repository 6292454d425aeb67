import { EarningStatus, type EarningDetail, type EarningRow } from '@jaunt/domain'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, loginAs, type TestContext } from '../../test/test-app.js'
import {
  bookTwoByCard,
  contextWithCards,
  type StripeStandIn,
} from '../booking-actions/booking-actions.fixtures.js'

let ctx: TestContext
let stripeApi: StripeStandIn
let demo: number
const token: Record<string, string> = {}
let booking: Awaited<ReturnType<typeof bookTwoByCard>>
let supplierId: number
let partnerId: number
const month = new Date().toISOString().slice(0, 7)

const q = (value: object) => encodeURIComponent(JSON.stringify(value))
const userId = async (email: string) =>
  (await ctx.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id

beforeAll(async () => {
  ;({ ctx, stripeApi, demo } = await contextWithCards())
  booking = await bookTwoByCard(ctx, stripeApi, {
    email: 'ingrid.earnings@example.com',
    fromDays: [45, 46],
    siteId: demo,
  })
  for (const who of ['admin', 'supplier', 'both', 'partner', 'partner2']) {
    token[who] = (await loginAs(ctx, `${who}@jaunt.test`)).access_token
  }
  token.owner = (await loginAs(ctx, booking.supplierEmail)).access_token
  token.stranger = booking.supplierEmail === 'supplier@jaunt.test' ? token.both! : token.supplier!
  supplierId = await userId(booking.supplierEmail)
  partnerId = await userId('partner@jaunt.test')
}, 120_000)
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

const list = (who: string, kind: string, filter: object = {}) =>
  call<EarningRow[] & { message?: string; errors?: { path: string }[] }>(
    ctx,
    'GET',
    `/core/v1/${kind}-earnings?filter=${q(filter)}&range=${q([0, 99])}`,
    { token: token[who] },
  )
const detail = (who: string, kind: string, id: string) =>
  call<EarningDetail>(ctx, 'GET', `/core/v1/${kind}-earnings/${id}`, { token: token[who] })
const setStatus = (who: string, kind: string, id: string, body: object) =>
  call<EarningDetail>(ctx, 'PUT', `/core/v1/${kind}-earnings/${id}/update-status`, {
    token: token[who],
    body,
  })

/** The figures this test expects, from the price and commission the checkout stored. */
async function storedSplit() {
  return ctx.db
    .selectFrom('reservation')
    .select(['id', 'reservation_ref', 'price', 'commission_amount', 'partner_amount', 'currency_code'])
    .where(
      'id',
      'in',
      booking.items.map((item) => item.id),
    )
    .orderBy('id')
    .execute()
}

describe('supplier earnings', () => {
  it('sums a month of card-paid bookings: gross − refunds − commission, with each booking as a line', async () => {
    const [first, second] = await storedSplit()
    const currency = first!.currency_code
    const id = `${supplierId}-${month}-${currency}`
    const before = await detail('owner', 'supplier', id)
    expect(before.status).toBe(200)

    const refunded = await call(ctx, 'POST', `/booking/v1/reservation/${first!.id}/partial-refund`, {
      token: token.owner,
      body: { amount: 10, reason: 'Rain' },
    })
    expect(refunded.status).toBe(200)

    const after = await detail('owner', 'supplier', id)
    expect(after.status).toBe(200)
    const lines = after.body.lines.filter((line) =>
      [first!.reservation_ref, second!.reservation_ref].includes(line.reservation_ref),
    )
    const price1 = Number(first!.price)
    const price2 = Number(second!.price)
    const commission1 = Math.round((Number(first!.commission_amount) * (price1 - 10) * 100) / price1) / 100
    const commission2 = Number(second!.commission_amount)
    expect(lines).toEqual([
      expect.objectContaining({
        reservation_ref: first!.reservation_ref,
        gross: price1,
        refunds: 10,
        commission: commission1,
        net: Math.round((price1 - 10 - commission1) * 100) / 100,
      }),
      expect.objectContaining({
        reservation_ref: second!.reservation_ref,
        gross: price2,
        refunds: 0,
        commission: commission2,
        net: Math.round((price2 - commission2) * 100) / 100,
      }),
    ])
    const round = (n: number) => Math.round(n * 100) / 100
    // The two bookings and the refund change the month's totals by exactly their own figures.
    const sumOf = (key: 'gross' | 'refunds' | 'commission' | 'net') =>
      round(after.body.lines.reduce((total, line) => total + line[key], 0))
    expect(after.body).toMatchObject({
      gross: sumOf('gross'),
      refunds: sumOf('refunds'),
      commission: sumOf('commission'),
      net: sumOf('net'),
      status: EarningStatus.Pending,
    })
    expect(round(after.body.refunds - before.body.refunds)).toBe(10)
  })

  it('shows a supplier only theirs: another supplier gets 404 for it, and a partner may not open the page', async () => {
    const currency = (await storedSplit())[0]!.currency_code
    const id = `${supplierId}-${month}-${currency}`
    expect((await detail('stranger', 'supplier', id)).status).toBe(404)
    expect((await detail('owner', 'supplier', `${supplierId}-${month}-XXX`)).status).toBe(404)
    const theirs = await list('stranger', 'supplier', { month })
    expect(theirs.status).toBe(200)
    expect(theirs.body.map((row) => row.id)).not.toContain(id)
    const mine = await list('owner', 'supplier', { month, currency_code: currency.toLowerCase() })
    expect(mine.body.map((row) => row.id)).toEqual([id])
    expect(mine.headers.get('content-range')).toBe('supplier-earnings 0-0/1')
    expect((await list('partner', 'supplier')).status).toBe(403)
    const all = await list('admin', 'supplier', { month })
    expect(all.body.map((row) => row.id)).toContain(id)
  })

  it('answers 400 naming the field for a bad month, status, currency or unknown filter', async () => {
    for (const filter of [{ month: '2026-13' }, { status: 9 }, { currency_code: 'EURO' }, { owner: 1 }]) {
      const answer = await list('owner', 'supplier', filter)
      expect(answer.status, JSON.stringify(filter)).toBe(400)
      expect(answer.body.errors?.length).toBeGreaterThan(0)
    }
  })

  it('lets only an admin move an earning from pending to approved to paid, keeping its history', async () => {
    const currency = (await storedSplit())[0]!.currency_code
    const id = `${supplierId}-${month}-${currency}`
    expect((await setStatus('owner', 'supplier', id, { status: EarningStatus.Approved })).status).toBe(403)
    expect((await setStatus('admin', 'supplier', id, { status: EarningStatus.Paid })).status).toBe(409)
    expect((await setStatus('admin', 'supplier', id, { status: 7 })).status).toBe(400)
    const approved = await setStatus('admin', 'supplier', id, {
      status: EarningStatus.Approved,
      note: 'Checked',
    })
    expect(approved.status).toBe(200)
    const paid = await setStatus('admin', 'supplier', id, { status: EarningStatus.Paid })
    expect(paid.body.status).toBe(EarningStatus.Paid)
    expect(paid.body.history.map((h) => [h.from_status, h.to_status, h.note])).toEqual([
      [EarningStatus.Pending, EarningStatus.Approved, 'Checked'],
      [EarningStatus.Approved, EarningStatus.Paid, ''],
    ])
    const paidRows = await list('owner', 'supplier', { status: EarningStatus.Paid })
    expect(paidRows.body.map((row) => row.id)).toContain(id)
    expect(
      (await setStatus('admin', 'supplier', `${supplierId}-1999-01-${currency}`, { status: 2 })).status,
    ).toBe(404)
  })

  it('exports the list as CSV and XLSX', async () => {
    const csv = await fetchFile('csv')
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const text = await csv.text()
    expect(text).toContain('Month,Owner,Currency,Bookings,Gross,Refunds,Commission,Net,Status')
    expect(text).toContain(month)
    const xlsx = await fetchFile('xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await xlsx.arrayBuffer())
    expect(workbook.getWorksheet('Earnings')!.getRow(2).getCell(1).value).toBe(month)
  })

  it('heads the export in APP-LOCALE, as the reservations export', async () => {
    const text = await (await fetchFile('csv', 'sv')).text()
    expect(text).toContain('Månad,Ägare,Valuta,Bokningar,Brutto,Återbetalningar,Provision,Netto,Status')
    expect(text).toMatch(/,(Väntande|Godkänd|Betald)\r\n/)
  })
})

async function fetchFile(format: string, locale = 'en') {
  const answer = await ctx.app.request(
    `/core/v1/supplier-earnings/export?format=${format}&filter=${q({ month })}`,
    { headers: { Authorization: `Bearer ${token.owner}`, 'APP-LOCALE': locale } },
  )
  expect(answer.status).toBe(200)
  return answer
}

describe('partner earnings', () => {
  it("gives a partner their share of the commission on their site's bookings, and only theirs", async () => {
    const split = await storedSplit()
    const currency = split[0]!.currency_code
    const id = `${partnerId}-${month}-${currency}`
    const mine = await detail('partner', 'partner', id)
    expect(mine.status).toBe(200)
    const line = mine.body.lines.find((l) => l.reservation_ref === split[1]!.reservation_ref)
    expect(line).toMatchObject({ gross: Number(split[1]!.price), net: Number(split[1]!.partner_amount) })
    expect((await detail('partner2', 'partner', id)).status).toBe(404)
    expect((await list('supplier', 'partner')).status).toBe(403)
    expect(
      (await list('admin', 'partner', { owner_user_id: partnerId })).body.map((row) => row.id),
    ).toContain(id)
  })
})
