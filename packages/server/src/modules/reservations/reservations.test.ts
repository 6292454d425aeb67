import { randomUUID } from 'node:crypto'
import {
  ReservationStatus,
  ServiceType,
  type ReservationDetail,
  type ReservationListRow,
} from '@jaunt/domain'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { activityOf, book } from './reservations.fixtures.js'

let ctx: TestContext
const token: Record<string, string> = {}
type Booked = Awaited<ReturnType<typeof book>>
let astrid: Booked // supplier@'s activity on partner@'s site "demo", booked in German with answers
let bjorn: Booked // both@'s activity on partner2@'s site "nordic"
let carla: Booked // supplier@'s activity outside any site, cancelled
let questionId: string

const TABLE = '/booking/v1/reservation/data-table'

beforeAll(async () => {
  ctx = await createTestContext()
  for (const who of ['admin', 'supplier', 'both', 'partner', 'partner2', 'operator']) {
    token[who] = (await loginAs(ctx, `${who}@jaunt.test`)).access_token
  }
  const tour = await activityOf(ctx, 'supplier@jaunt.test')
  const questions = await call<{ questions: { id: string }[] }>(
    ctx,
    'PUT',
    `/core/v1/tours/${tour.id}/custom-booking-option`,
    {
      token: token.supplier,
      body: { questions: [{ label: { en: 'Wetsuit size' }, kind: 'text', required: false }] },
    },
  )
  questionId = questions.body.questions[0]!.id
  astrid = await book(ctx, {
    supplierEmail: 'supplier@jaunt.test',
    site: 'demo',
    guest: { first: 'Astrid', last: 'Quokkason', email: 'astrid.quokkason@example.com' },
    locale: 'de',
    fromDay: 40,
    answers: (ref) => ({ [ref]: { [questionId]: 'Medium, please' } }),
  })
  bjorn = await book(ctx, {
    supplierEmail: 'both@jaunt.test',
    site: 'nordic',
    guest: { first: 'Bjørn', last: 'Wombatsen', email: 'bjorn.wombatsen@example.com' },
    fromDay: 60,
  })
  carla = await book(ctx, {
    supplierEmail: 'supplier@jaunt.test',
    guest: { first: 'Carla', last: 'Numbatti', email: 'carla.numbatti@example.com' },
    fromDay: 80,
  })
  await ctx.db
    .updateTable('reservation')
    .set({ status: ReservationStatus.Cancel })
    .where('id', '=', carla.id)
    .execute()
}, 120_000)
afterAll(() => ctx.close())

const filterOf = (filter: object) => encodeURIComponent(JSON.stringify(filter))
async function table(who: string, filter: object = {}, extra = '') {
  const answer = await call<ReservationListRow[]>(ctx, 'GET', `${TABLE}?filter=${filterOf(filter)}${extra}`, {
    token: token[who],
  })
  expect(answer.status, answer.body.message).toBe(200)
  return answer
}
const refsOf = async (who: string, filter: object = {}) =>
  (await table(who, filter)).body.map((row) => row.id)
// This file's guests: the demo's own bookings (guests.jaunt.test) are left out where a test counts rows.
const mine = { q: 'example.com' }

describe('the reservations table: each user sees only theirs', () => {
  it('shows a supplier the bookings of their products, never another supplier’s', async () => {
    const supplier = await refsOf('supplier')
    expect(supplier).toEqual(expect.arrayContaining([astrid.ref, carla.ref]))
    expect(supplier).not.toContain(bjorn.ref)
    const both = await refsOf('both')
    expect(both).toContain(bjorn.ref)
    expect(both).not.toContain(astrid.ref)
  })

  it('shows a partner the bookings made on their sites only, and an admin all', async () => {
    expect(await refsOf('partner', mine)).toEqual([astrid.ref])
    expect(await refsOf('partner2', mine)).toEqual([bjorn.ref])
    expect(await refsOf('admin')).toEqual(expect.arrayContaining([astrid.ref, bjorn.ref, carla.ref]))
  })

  it('refuses a user who is neither supplier, partner nor admin', async () => {
    const answer = await call(ctx, 'GET', TABLE, { token: token.operator })
    expect(answer.status).toBe(403)
    expect((await call(ctx, 'GET', TABLE)).status).toBe(401)
  })

  it('answers a row with guest, product, date, status, amount and site', async () => {
    const [row] = (await table('partner')).body
    expect(row).toMatchObject({
      id: astrid.ref,
      reservation_id: astrid.id,
      guest_name: 'Astrid Quokkason',
      guest_email: 'astrid.quokkason@example.com',
      service_id: astrid.productId,
      service_type: ServiceType.Activities,
      start_date: astrid.startDate,
      status: ReservationStatus.Confirm,
      guests: 2,
      site_name: expect.any(String),
    })
    expect(row!.price).toBeGreaterThan(0)
    expect(row!.product_name).not.toBe('')
  })
})

describe('searching, filtering, sorting and paging', () => {
  it('finds by part of the ref, the guest’s name or email, and the product’s name', async () => {
    expect(await refsOf('admin', { q: astrid.ref.slice(0, 13) })).toEqual([astrid.ref])
    expect(await refsOf('admin', { q: 'quokkason' })).toEqual([astrid.ref])
    expect(await refsOf('admin', { q: 'bjorn.wombatsen@' })).toEqual([bjorn.ref])
    const [row] = (await table('admin', { q: 'numbatti' })).body
    expect(await refsOf('supplier', { q: row!.product_name })).toEqual(
      expect.arrayContaining([astrid.ref, carla.ref]),
    )
    // A supplier's search never reaches another supplier's booking.
    expect(await refsOf('supplier', { q: 'wombatsen' })).toEqual([])
  })

  it('filters by status, service type, travel dates, booked dates and site', async () => {
    expect(await refsOf('supplier', { ...mine, status: ReservationStatus.Cancel })).toEqual([carla.ref])
    expect(await refsOf('supplier', { ...mine, status: ReservationStatus.Confirm })).toEqual([astrid.ref])
    expect(await refsOf('admin', { service_type: ServiceType.Hotels, q: 'quokkason' })).toEqual([])
    expect(await refsOf('admin', { service_type: ServiceType.Activities, q: 'quokkason' })).toEqual([
      astrid.ref,
    ])
    expect(await refsOf('admin', { travel_from: bjorn.startDate, travel_to: bjorn.startDate })).toEqual([
      bjorn.ref,
    ])
    const today = new Date().toISOString().slice(0, 10)
    expect(await refsOf('partner', { booked_from: today, booked_to: today })).toEqual([astrid.ref])
    expect(await refsOf('partner', { booked_to: '2000-01-01' })).toEqual([])
    const nordic = await siteId(ctx.db, 'nordic')
    expect(await refsOf('admin', { ...mine, site_id: nordic })).toEqual([bjorn.ref])
    // Another partner's site as a filter shows nothing of it.
    expect(await refsOf('partner', { site_id: nordic })).toEqual([])
  })

  it('sorts by any column both ways and pages with Content-Range', async () => {
    const byGuest = (await table('admin', mine, '&sort=["guest_name","ASC"]')).body.map(
      (row) => row.guest_name,
    )
    expect(byGuest).toEqual(['Astrid Quokkason', 'Bjørn Wombatsen', 'Carla Numbatti'])
    const byTravel = (await table('admin', mine, '&sort=["start_date","DESC"]')).body.map((row) => row.id)
    expect(byTravel).toEqual([carla.ref, bjorn.ref, astrid.ref])
    const page = await table('admin', mine, '&sort=["guest_name","ASC"]&range=[1,1]')
    expect(page.body.map((row) => row.id)).toEqual([bjorn.ref])
    expect(page.headers.get('Content-Range')).toBe('reservations 1-1/3')
  })

  it('answers 400 naming the field for a bad filter, sort or range', async () => {
    const badDate = await call(ctx, 'GET', `${TABLE}?filter=${filterOf({ travel_from: '2026-13-45' })}`, {
      token: token.admin,
    })
    expect(badDate.status).toBe(400)
    expect(badDate.body.message).toMatch(/^filter\.travel_from: /)
    const badSort = await call(ctx, 'GET', `${TABLE}?sort=["password","ASC"]`, { token: token.admin })
    expect(badSort.status).toBe(400)
    expect(badSort.body.message).toMatch(/^sort\.0: /)
    const badRange = await call(ctx, 'GET', `${TABLE}?range=[0,5000]`, { token: token.admin })
    expect(badRange.status).toBe(400)
  })
})

describe('one booking', () => {
  it('shows the supplier the item, tickets, party, the guest’s answers, payer, payment and amounts', async () => {
    const answer = await call<ReservationDetail>(ctx, 'GET', `/booking/v1/reservation/${astrid.ref}`, {
      token: token.supplier,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      id: astrid.ref,
      guest: {
        name: 'Astrid Quokkason',
        email: 'astrid.quokkason@example.com',
        phone: expect.stringContaining('41'),
      },
      guest_locale: 'de',
      answers: [{ question_id: questionId, question: 'Wetsuit size', answer: 'Medium, please' }],
      payment: { method: expect.any(String), currency_code: answer.body.currency_code },
      amounts: { price: answer.body.price, currency_code: answer.body.currency_code },
    })
    expect(answer.body.tickets.reduce((sum, line) => sum + line.count, 0)).toBe(2)
    expect(answer.body.tickets.reduce((sum, line) => sum + line.cost, 0)).toBeCloseTo(answer.body.price)
    expect(answer.body.option_name).not.toBeNull()
  })

  it('answers the same booking by its number at /details, and 404 for another’s booking', async () => {
    const byId = await call<ReservationDetail>(ctx, 'GET', `/booking/v1/reservation/${astrid.id}/details`, {
      token: token.partner,
    })
    expect(byId.status).toBe(200)
    expect(byId.body.id).toBe(astrid.ref)
    for (const [who, ref] of [
      ['supplier', bjorn.ref],
      ['partner2', astrid.ref],
      ['partner', carla.ref],
      ['admin', 'no-such-ref'],
    ] as const) {
      const refused = await call(ctx, 'GET', `/booking/v1/reservation/${ref}`, { token: token[who] })
      expect(refused.status, `${who} ${ref}`).toBe(404)
    }
    const other = await call(ctx, 'GET', `/booking/v1/reservation/${bjorn.id}/details`, {
      token: token.supplier,
    })
    expect(other.status).toBe(404)
  })

  it('resends the guest’s confirmation in their language; 404 for another’s, 409 when cancelled', async () => {
    const mails = () =>
      ctx.db
        .selectFrom('mail_outbox')
        .select(['locale', 'subject'])
        .where('kind', '=', 'booking-confirmation')
        .where('to_address', '=', 'astrid.quokkason@example.com')
        .execute()
    const before = await mails()
    const sent = await call(ctx, 'POST', `/booking/v1/reservation/${astrid.ref}/resend-confirmation`, {
      token: token.supplier,
    })
    expect(sent.status).toBe(202)
    expect(sent.body).toEqual({
      reservation_ref: astrid.ref,
      to: 'astrid.quokkason@example.com',
      locale: 'de',
    })
    const after = await mails()
    expect(after).toHaveLength(before.length + 1)
    expect(after.at(-1)).toEqual(before[0])
    const theirs = await call(ctx, 'POST', `/booking/v1/reservation/${bjorn.ref}/resend-confirmation`, {
      token: token.supplier,
    })
    expect(theirs.status).toBe(404)
    const cancelled = await call(ctx, 'POST', `/booking/v1/reservation/${carla.ref}/resend-confirmation`, {
      token: token.supplier,
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(cancelled.status).toBe(409)
    expect(cancelled.body.message).toBe('Diese Buchung ist bereits storniert')
  })
})

describe('exports', () => {
  const download = (who: string, query: string, locale = 'en') =>
    ctx.app.request(`/booking/v1/reservation/data-table/export?${query}`, {
      headers: { Authorization: `Bearer ${token[who]}`, 'APP-LOCALE': locale },
    })

  it('writes the filtered, sorted table as XLSX headed in the user’s language', async () => {
    const response = await download(
      'admin',
      `format=xlsx&filter=${filterOf({ q: 'example.com' })}&sort=["guest_name","DESC"]`,
      'de',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('spreadsheetml')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /attachment; filename="reservations-.*\.xlsx"/,
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.worksheets[0]!
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1)
    expect(values(1).slice(0, 5)).toEqual(['Referenz', 'Buchungsnummer', 'Gast', 'E-Mail', 'Produkt'])
    expect(sheet.rowCount).toBe(4)
    expect([2, 3, 4].map((row) => values(row)[2])).toEqual([
      'Carla Numbatti',
      'Bjørn Wombatsen',
      'Astrid Quokkason',
    ])
    expect(values(4)[0]).toBe(astrid.ref)
    expect(values(2)[7]).toBe('Storniert')
  })

  it('writes CSV, and a supplier’s export holds only their bookings', async () => {
    const response = await download('supplier', `format=csv&filter=${filterOf({ q: 'example.com' })}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('text/csv')
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^Reference,Booking number,Guest,Email,Product,Travel date/)
    expect(lines).toHaveLength(3)
    expect(lines.join('\n')).toContain(astrid.ref)
    expect(lines.join('\n')).not.toContain('Wombatsen')
  })

  it('streams a large export whole, batch after batch', async () => {
    const template = await ctx.db
      .selectFrom('reservation')
      .selectAll()
      .where('id', '=', bjorn.id)
      .executeTakeFirstOrThrow()
    const { id: _id, created_at: _created, answers, ...copy } = template
    // In batches: one statement carries at most 65,535 parameters, and a reservation has about 30 columns.
    for (let first = 0; first < 2500; first += 500) {
      await ctx.db
        .insertInto('reservation')
        .values(
          Array.from({ length: 500 }, (_, index) => ({
            ...copy,
            answers: JSON.stringify(answers),
            reservation_ref: randomUUID(),
            booking_number: `BULK-${first + index}`,
          })),
        )
        .execute()
    }
    const response = await download(
      'partner2',
      `format=csv&filter=${filterOf({ q: 'bulk-' })}&sort=["booking_number","ASC"]`,
    )
    const lines = (await response.text()).trim().split('\r\n')
    expect(lines).toHaveLength(2501)
    expect(new Set(lines.slice(1).map((line) => line.split(',')[1])).size).toBe(2500)
  })
})

describe('the OpenAPI document', () => {
  it('declares every call with an operationId, bearer security and named schemas', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>
      components: { schemas: Record<string, unknown> }
    }>(ctx, 'GET', '/api/openapi.json')
    const ops = Object.entries(doc.body.paths)
      .filter(([path]) => path.startsWith('/booking/v1/reservation/'))
      .flatMap(([, methods]) => Object.values(methods))
    expect(ops.map((op) => op.operationId).sort()).toEqual(
      expect.arrayContaining([
        'getReservation',
        'getReservationDetails',
        'resendReservationConfirmation',
        'reservationDataTable',
        'reservationExport',
      ]),
    )
    for (const op of ops) expect(op.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(doc.body.components.schemas)).toEqual(
      expect.arrayContaining(['ReservationListRow', 'ReservationDetail', 'ResendConfirmation']),
    )
  })
})
