import type { EarningDetail, SalesReport } from '@jaunt/domain'
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
let supplierId: number
const month = new Date().toISOString().slice(0, 7)
const today = new Date().toISOString().slice(0, 10)
type Answer = SalesReport & { message?: string; errors?: { path: string; message: string }[] }

const userId = async (email: string) =>
  (await ctx.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
const get = (who: string, path: string, headers: Record<string, string> = {}) =>
  call<Answer>(ctx, 'GET', path, { token: token[who], headers })
const round = (n: number) => Math.round(n * 100) / 100

let before: { owner: SalesReport; partner: SalesReport; day: SalesReport }
let booking: Awaited<ReturnType<typeof bookTwoByCard>>
let split: { price: number; commission: number; partner: number; guests: number; currency: string }[]

beforeAll(async () => {
  ;({ ctx, stripeApi, demo } = await contextWithCards())
  for (const who of ['admin', 'supplier', 'both', 'partner', 'partner2']) {
    token[who] = (await loginAs(ctx, `${who}@jaunt.test`)).access_token
  }
  // The figures before this test's bookings, so the test reads only what its own bookings add.
  const { supplierEmail } = await bookTwoByCard(ctx, stripeApi, {
    email: 'astrid.reports.warmup@example.com',
    fromDays: [50, 51],
    siteId: demo,
  })
  token.owner = (await loginAs(ctx, supplierEmail)).access_token
  token.stranger = supplierEmail === 'supplier@jaunt.test' ? token.both! : token.supplier!
  supplierId = await userId(supplierEmail)
  before = {
    owner: (await get('owner', `/core/v1/monthly-report?month=${month}`)).body,
    partner: (await get('partner', `/core/v1/monthly-report?month=${month}&kind=partner`)).body,
    day: (await get('owner', `/core/v1/report?from=${today}&to=${today}&group_by=day`)).body,
  }
  booking = await bookTwoByCard(ctx, stripeApi, {
    email: 'astrid.reports@example.com',
    fromDays: [52, 53],
    siteId: demo,
  })
  const refunded = await call(ctx, 'POST', `/booking/v1/reservation/${booking.items[0]!.id}/partial-refund`, {
    token: token.owner,
    body: { amount: 10, reason: 'Rain' },
  })
  expect(refunded.status).toBe(200)
  const stored = await ctx.db
    .selectFrom('reservation')
    .select(['price', 'commission_amount', 'partner_amount', 'guests', 'currency_code'])
    .where(
      'id',
      'in',
      booking.items.map((item) => item.id),
    )
    .orderBy('id')
    .execute()
  split = stored.map((row) => ({
    price: Number(row.price),
    commission: Number(row.commission_amount),
    partner: Number(row.partner_amount),
    guests: row.guests,
    currency: row.currency_code,
  }))
}, 180_000)
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

const rowOf = (report: SalesReport, key: string, currency: string) =>
  report.rows.find((row) => row.key === key && row.currency_code === currency) ?? {
    bookings: 0,
    guests: 0,
    gross: 0,
    refunds: 0,
    commission: 0,
    net: 0,
  }
const change = (after: ReturnType<typeof rowOf>, was: ReturnType<typeof rowOf>) => ({
  bookings: after.bookings - was.bookings,
  guests: after.guests - was.guests,
  gross: round(after.gross - was.gross),
  refunds: round(after.refunds - was.refunds),
  commission: round(after.commission - was.commission),
  net: round(after.net - was.net),
})

/** What the two bookings add: the first keeps price − 10 and so only that share of its commission. */
function expectedSupplier() {
  const [first, second] = split as [(typeof split)[0], (typeof split)[0]]
  const commission1 = round((first.commission * (first.price - 10)) / first.price)
  return {
    bookings: 2,
    guests: first.guests + second.guests,
    gross: round(first.price + second.price),
    refunds: 10,
    commission: round(commission1 + second.commission),
    net: round(first.price - 10 - commission1 + second.price - second.commission),
  }
}

describe('monthly report', () => {
  it("adds a month's bookings by product: bookings, guests, gross, refunds, commission and net to the cent", async () => {
    const after = await get('owner', `/core/v1/monthly-report?month=${month}`)
    expect(after.status).toBe(200)
    expect(after.body).toMatchObject({ kind: 'supplier', from: `${month}-01`, group_by: 'product' })
    const key = String(booking.productId)
    const currency = split[0]!.currency
    expect(change(rowOf(after.body, key, currency), rowOf(before.owner, key, currency))).toEqual(
      expectedSupplier(),
    )
  })

  it("totals each currency apart, and agrees with the month's earning", async () => {
    const report = (await get('owner', `/core/v1/monthly-report?month=${month}`)).body
    const currencies = report.totals.map((total) => total.currency_code)
    expect(new Set(currencies).size).toBe(currencies.length)
    for (const total of report.totals) {
      const rows = report.rows.filter((row) => row.currency_code === total.currency_code)
      expect(total.gross).toBe(round(rows.reduce((sum, row) => sum + row.gross, 0)))
      const earning = await call<EarningDetail>(
        ctx,
        'GET',
        `/core/v1/supplier-earnings/${supplierId}-${month}-${total.currency_code}`,
        { token: token.owner },
      )
      expect(earning.body).toMatchObject({
        bookings: total.bookings,
        gross: total.gross,
        refunds: total.refunds,
        commission: total.commission,
        net: total.net,
      })
    }
    const one = await get(
      'owner',
      `/core/v1/monthly-report?month=${month}&currency_code=${split[0]!.currency.toLowerCase()}`,
    )
    expect(one.body.totals.map((total) => total.currency_code)).toEqual([split[0]!.currency])
  })

  it("gives a partner their sites' share, and a supplier only their own products", async () => {
    const partner = await get('partner', `/core/v1/monthly-report?month=${month}&kind=partner`)
    expect(partner.status).toBe(200)
    const key = String(booking.productId)
    const currency = split[0]!.currency
    const [first, second] = split as [(typeof split)[0], (typeof split)[0]]
    const partnerShare1 = round((first.partner * (first.price - 10)) / first.price)
    expect(change(rowOf(partner.body, key, currency), rowOf(before.partner, key, currency))).toMatchObject({
      bookings: 2,
      net: round(partnerShare1 + second.partner),
    })
    const stranger = await get('stranger', `/core/v1/monthly-report?month=${month}`)
    expect(stranger.status).toBe(200)
    expect(stranger.body.rows.map((row) => row.key)).not.toContain(key)
    expect((await get('partner', `/core/v1/monthly-report?month=${month}&kind=supplier`)).status).toBe(403)
    expect((await get('admin', `/core/v1/monthly-report?month=${month}`)).status).toBe(403)
  })

  it('answers 400 naming the field for a bad month, currency or kind', async () => {
    for (const query of [
      'month=2026-13',
      'month=2026-11&currency_code=EURO',
      'month=2026-11&kind=guest',
      '',
    ]) {
      const answer = await get('owner', `/core/v1/monthly-report?${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.body.errors?.length).toBeGreaterThan(0)
    }
  })

  it('downloads as CSV and XLSX headed in APP-LOCALE, with a total row per currency', async () => {
    const csv = await ctx.app.request(`/core/v1/monthly-report/export?month=${month}&format=csv`, {
      headers: { Authorization: `Bearer ${token.owner}`, 'APP-LOCALE': 'no' },
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const text = await csv.text()
    expect(text).toContain('Produkt,Valuta,Bestillinger,Gjester,Brutto,Refusjoner,Provisjon,Netto')
    expect(text).toContain(`Totalt,${split[0]!.currency},`)
    const xlsx = await ctx.app.request(`/core/v1/monthly-report/export?month=${month}`, {
      headers: { Authorization: `Bearer ${token.owner}`, 'APP-LOCALE': 'de' },
    })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await xlsx.arrayBuffer())
    const sheet = workbook.getWorksheet('Report')!
    expect(sheet.getRow(1).getCell(1).value).toBe('Produkt')
    expect(sheet.getRow(1).getCell(5).value).toBe('Brutto')
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Summe')
  })
})

describe('reports', () => {
  it("groups a supplier's period by day with the same figures", async () => {
    const after = await get('owner', `/core/v1/report?from=${today}&to=${today}&group_by=day`)
    expect(after.status).toBe(200)
    const currency = split[0]!.currency
    expect(change(rowOf(after.body, today, currency), rowOf(before.day, today, currency))).toEqual(
      expectedSupplier(),
    )
    const bySite = await get('owner', `/core/v1/report?from=${today}&to=${today}&group_by=site`)
    expect(bySite.body.rows.map((row) => row.key)).toContain(String(demo))
    expect((await get('partner', `/core/v1/report?from=${today}&to=${today}`)).status).toBe(403)
  })

  it('refuses a period that ends before it starts or runs over a year, naming the field', async () => {
    const backwards = await get('owner', '/core/v1/report?from=2026-03-02&to=2026-03-01')
    expect(backwards.status).toBe(400)
    expect(backwards.body.errors).toEqual([
      expect.objectContaining({ path: 'to', message: 'The end of the period cannot be before its start.' }),
    ])
    const long = await get('owner', '/core/v1/report?from=2024-01-01&to=2026-01-01')
    expect(long.body.errors?.[0]?.message).toBe('A report covers at most 366 days.')
    expect((await get('owner', '/core/v1/report?from=2026-01-01&to=2026-01-02&group_by=week')).status).toBe(
      400,
    )
  })

  it('shows an admin every supplier, or one, and no one else the admin report', async () => {
    const all = await get('admin', `/core/v1/admin-report?from=${today}&to=${today}&group_by=supplier`)
    expect(all.status).toBe(200)
    expect(all.body.rows.map((row) => row.key)).toContain(String(supplierId))
    const one = await get(
      'admin',
      `/core/v1/admin-report?from=${today}&to=${today}&group_by=supplier&owner_user_id=${supplierId}`,
    )
    expect(new Set(one.body.rows.map((row) => row.key))).toEqual(new Set([String(supplierId)]))
    const partners = await get(
      'admin',
      `/core/v1/admin-report?from=${today}&to=${today}&kind=partner&group_by=site`,
    )
    expect(partners.body.rows.map((row) => row.key)).toContain(String(demo))
    expect((await get('owner', `/core/v1/admin-report?from=${today}&to=${today}`)).status).toBe(403)
    const file = await ctx.app.request(`/core/v1/admin-report/export?from=${today}&to=${today}&format=csv`, {
      headers: { Authorization: `Bearer ${token.admin}` },
    })
    expect(await file.text()).toContain('Month,Currency,Bookings,Guests,Gross,Refunds,Commission,Net')
  })
})
