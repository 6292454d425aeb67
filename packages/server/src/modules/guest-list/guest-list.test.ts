import type { GuestList, GuestListRow, GuestListSummary } from '@jaunt/domain'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDay } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { customerToken } from '../customer/customer.fixtures.js'

let ctx: TestContext
let supplier: string
let both: string
let partner: string
let tourId: number
let optionId: number
let wetsuitQuestion: string
const tickets: Record<string, number> = {}
const DAY = isoDay(12)
const bookings: Record<string, { id: number; ref: string }> = {}

type Refusal = { errors?: { path: string; message: string }[] }
type Cart = { cart_ref: string; reservations: { reservation_ref: string }[] }

/** A guest books the activity through the storefront's calls: cart, hold, confirm. */
async function book(
  name: string,
  time: string,
  counts: Record<string, number>,
  extra: { comments?: string; email?: string; wetsuit?: string } = {},
) {
  const cart = await call<Cart>(ctx, 'POST', '/booking/public/cart-reservation', {
    body: [
      {
        cart_type: 'tour',
        service_id: tourId,
        option_id: optionId,
        date: DAY,
        start_time: time,
        tickets: Object.entries(counts).map(([type, count]) => ({ ticket_id: tickets[type], count })),
      },
    ],
  })
  expect(cart.status, JSON.stringify(cart.body)).toBe(200)
  const ref = cart.body.reservations[0]!.reservation_ref
  if (extra.comments)
    await call(ctx, 'POST', `/booking/public/cart-reservation/${ref}`, { body: { comments: extra.comments } })
  const [first, last] = name.split(' ')
  const held = await call(ctx, 'POST', `/booking/public/hold-reservation/${cart.body.cart_ref}`, {
    body: {
      order: {
        name,
        first_name: first,
        last_name: last,
        email: extra.email ?? `${first!.toLowerCase()}@example.com`,
        country: 'NO',
        area_code: '+47',
        phone: '91234567',
      },
      stripe_payment_intent_id: null,
      stripe_secret: null,
      answers: { [ref]: { [wetsuitQuestion]: extra.wetsuit ?? 'Medium' } },
    },
  })
  expect(held.status, JSON.stringify(held.body)).toBe(200)
  const confirmed = await call(ctx, 'POST', `/booking/public/confirm-reservation/${cart.body.cart_ref}`, {
    body: { status: 2 },
  })
  expect(confirmed.status).toBe(200)
  const row = await ctx.db
    .selectFrom('reservation')
    .select('id')
    .where('reservation_ref', '=', ref)
    .executeTakeFirstOrThrow()
  bookings[name] = { id: row.id, ref }
}

beforeAll(async () => {
  ctx = await createTestContext()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  const location = await ctx.db.selectFrom('location').select('id').executeTakeFirstOrThrow()
  const tour = await call<{ id: number }>(ctx, 'POST', '/core/v1/tours', {
    token: supplier,
    body: {
      location_id: location.id,
      currency_code: 'NOK',
      duration: { hours: 2, minutes: 0 },
      texts: { en: { name: 'Puffin boat safari' }, de: { name: 'Papageitaucher-Bootssafari' } },
      images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The fjord' } }],
    },
  })
  tourId = tour.body.id
  const option = await call<{ id: number }>(ctx, 'POST', `/core/v1/tours/${tourId}/options`, {
    token: supplier,
    body: {
      name: { en: 'Bird cliffs' },
      duration: { hours: 2, minutes: 0 },
      start_times: ['09:00', '14:00'],
    },
  })
  optionId = option.body.id
  for (const [guest_type, price] of [
    ['Adult', 400],
    ['Child', 200],
  ] as const) {
    const ticket = await call<{ id: number }>(ctx, 'POST', `/core/v1/tour-options/${optionId}/tickets`, {
      token: supplier,
      body: { guest_type, price },
    })
    tickets[guest_type] = ticket.body.id
  }
  await call(ctx, 'PUT', `/core/v1/tours/${tourId}/update-status?status=1`, { token: supplier })
  const schedule = await call(ctx, 'POST', `/core/v1/tour-options/${optionId}/schedule`, {
    token: supplier,
    body: { weekdays: [1, 2, 3, 4, 5, 6, 7], from: DAY, to: isoDay(14), allotment: 20 },
  })
  expect(schedule.status).toBe(200)
  const questions = await call<{ questions: { id: string }[] }>(
    ctx,
    'PUT',
    `/core/v1/tours/${tourId}/custom-booking-option`,
    {
      token: supplier,
      body: { questions: [{ label: { en: 'Wetsuit size' }, kind: 'text', required: true }] },
    },
  )
  wetsuitQuestion = questions.body.questions[0]!.id
  await book(
    'Ingrid Olsen',
    '09:00',
    { Adult: 2, Child: 1 },
    { comments: 'One of us uses a wheelchair', wetsuit: 'Large' },
  )
  await book('Bjørn Dahl', '09:00', { Adult: 1 }, { email: 'bjorn@example.com' })
  await book('=cmd Lars', '09:00', { Adult: 1 }, { email: 'lars@example.com' })
  await book('Kari Berg', '14:00', { Adult: 4 })
  // Kari cancels; she stays on the list, marked cancelled, and out of the counts.
  await ctx.db
    .updateTable('reservation')
    .set({ status: 5 })
    .where('id', '=', bookings['Kari Berg']!.id)
    .execute()
})
afterAll(() => ctx.close())

const morning = { date: DAY, option_id: 0, start_time: '09:00' }
const list = (body: object, token = supplier, headers: Record<string, string> = {}) =>
  call<GuestList>(ctx, 'POST', `/booking/v1/reservation/guest-list/${tourId}`, { token, body, headers })
const summary = (body: object, token = supplier) =>
  call<GuestListSummary>(ctx, 'POST', `/booking/v1/reservation/guest-list-summary/${tourId}`, { token, body })
const checkIn = (id: number, status: number, token = supplier) =>
  call<GuestListRow>(ctx, 'POST', `/booking/v1/reservation/update-check-in/${id}?checkin_status=${status}`, {
    token,
  })
const exportFile = async (format: string, headers: Record<string, string> = {}, token = supplier) =>
  ctx.app.request(`/booking/v1/reservation/guest-list-export/${tourId}?format=${format}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ ...morning, option_id: optionId }),
  })

describe('the guest list of a departure', () => {
  it('lists who comes with their contact, tickets, requests, and the day’s departures', async () => {
    const answer = await list({ ...morning, option_id: optionId })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      tour_id: tourId,
      tour_name: 'Puffin boat safari',
      date: DAY,
      next_date: isoDay(13),
      departures: [
        { option_id: optionId, option_name: 'Bird cliffs', start_time: '09:00', allotment: 20, booked: 5 },
        { option_id: optionId, option_name: 'Bird cliffs', start_time: '14:00', allotment: 20, booked: 4 },
      ],
    })
    expect(answer.body.data.map((row) => row.guest_name)).toEqual(['=cmd Lars', 'Bjørn Dahl', 'Ingrid Olsen'])
    expect(answer.body.data[2]).toMatchObject({
      status: 'CONFIRM',
      option_name: 'Bird cliffs',
      start_time: '09:00',
      email: 'ingrid@example.com',
      phone: '+47 91234567',
      guests: 3,
      tickets: [
        { guest_type: 'Adult', count: 2 },
        { guest_type: 'Child', count: 1 },
      ],
      comments: 'One of us uses a wheelchair',
      answers: [{ question: 'Wetsuit size', answer: 'Large' }],
      checkin_status: 0,
      checked_in_at: null,
    })
  })

  it('shows every departure of the day, the cancelled booking marked, in the caller’s language', async () => {
    const day = await list({ date: DAY }, supplier, { 'APP-LOCALE': 'de' })
    expect(day.body.tour_name).toBe('Papageitaucher-Bootssafari')
    expect(day.body.data).toHaveLength(4)
    expect(day.body.data.find((row) => row.guest_name === 'Kari Berg')).toMatchObject({
      status: 'CANCEL',
      start_time: '14:00',
    })
    const empty = await list({ date: isoDay(40) })
    expect(empty.body).toMatchObject({ departures: [], data: [], next_date: null })
  })

  it('counts guests per ticket type, checked in or not, and follows each check-in', async () => {
    const before = await summary({ date: DAY })
    expect(before.body).toEqual({
      bookings: 3,
      guests: 5,
      checked_in_bookings: 0,
      checked_in_guests: 0,
      not_checked_in_guests: 5,
      cancelled_bookings: 1,
      tickets: [
        { guest_type: 'Adult', count: 4, checked_in: 0 },
        { guest_type: 'Child', count: 1, checked_in: 0 },
      ],
    })
    const ticked = await checkIn(bookings['Ingrid Olsen']!.id, 1)
    expect(ticked.status).toBe(200)
    expect(ticked.body).toMatchObject({ checkin_status: 1, checked_in_by: 'Sam Supplier' })
    expect(Date.now() - Date.parse(ticked.body.checked_in_at!)).toBeLessThan(60_000)
    const after = await summary({ date: DAY, start_time: '09:00' })
    expect(after.body).toMatchObject({
      bookings: 3,
      checked_in_bookings: 1,
      checked_in_guests: 3,
      not_checked_in_guests: 2,
      cancelled_bookings: 0,
      tickets: [
        { guest_type: 'Adult', count: 4, checked_in: 2 },
        { guest_type: 'Child', count: 1, checked_in: 1 },
      ],
    })
    const undone = await checkIn(bookings['Ingrid Olsen']!.id, 0)
    expect(undone.body).toMatchObject({ checkin_status: 0, checked_in_at: null, checked_in_by: null })
    expect((await summary({ date: DAY })).body.checked_in_guests).toBe(0)
  })

  it('refuses to check in a cancelled booking and names a bad status or date', async () => {
    const cancelled = await checkIn(bookings['Kari Berg']!.id, 1)
    expect(cancelled.status).toBe(409)
    expect(cancelled.body.message).toBe('This booking is already cancelled')
    const badStatus = await checkIn(bookings['Bjørn Dahl']!.id, 7)
    expect(badStatus.status).toBe(400)
    expect((badStatus.body as Refusal).errors?.[0]?.path).toBe('checkin_status')
    const badDate = await list({ date: '2026-13-40' })
    expect(badDate.status).toBe(400)
    expect((badDate.body as Refusal).errors?.[0]?.path).toBe('date')
    const badTime = await list({ date: DAY, start_time: '9 o’clock' })
    expect((badTime.body as Refusal).errors?.[0]?.path).toBe('start_time')
  })

  it('answers another supplier’s activity or booking as not found, and refuses partners and guests', async () => {
    expect((await list({ date: DAY }, both)).status).toBe(404)
    expect((await summary({ date: DAY }, both)).status).toBe(404)
    expect((await exportFile('csv', {}, both)).status).toBe(404)
    const foreign = await checkIn(bookings['Bjørn Dahl']!.id, 1, both)
    expect(foreign.status).toBe(404)
    expect((await list({ date: DAY })).body.data.every((row) => row.checkin_status === 0)).toBe(true)
    expect((await list({ date: DAY }, partner)).status).toBe(403)
    expect((await checkIn(bookings['Bjørn Dahl']!.id, 1, partner)).status).toBe(403)
    const guest = await customerToken(ctx, 'ingrid@example.com')
    expect((await checkIn(bookings['Ingrid Olsen']!.id, 1, guest)).status).toBe(401)
    expect((await list({ date: DAY }, '')).status).toBe(401)
  })
})

describe('the guest list’s export', () => {
  it('is a CSV with the screen’s columns, headed in the caller’s language, formulas defused', async () => {
    await checkIn(bookings['Bjørn Dahl']!.id, 1)
    const response = await exportFile('csv', { 'APP-LOCALE': 'de' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="guest-list-${tourId}-${DAY}-0900.csv"`,
    )
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Uhrzeit,Option,Gast,Telefon,E-Mail,Tickets,Gäste,Besondere Wünsche,Antworten,Buchungsnummer,Status,Eingecheckt',
    )
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(/^09:00,Bird cliffs,'=cmd Lars,/)
    expect(lines[2]).toMatch(
      /^09:00,Bird cliffs,Bjørn Dahl,\+47 91234567,bjorn@example.com,1 × Erwachsener,1,,Wetsuit size: Medium,.+,Bestätigt,Ja$/,
    )
    expect(lines[3]).toContain(
      '"2 × Erwachsener, 1 × Kind",3,One of us uses a wheelchair,Wetsuit size: Large,',
    )
    expect(lines[3]).toMatch(/,Bestätigt,Nein$/)
  })

  it('is an Excel workbook with the same rows, read back', async () => {
    const response = await exportFile('xlsx')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.worksheets[0]!
    expect(sheet.name).toBe(DAY)
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1)
    expect(values(1)).toEqual([
      'Time',
      'Option',
      'Guest',
      'Phone',
      'Email',
      'Tickets',
      'Guests',
      'Special requests',
      'Answers',
      'Booking number',
      'Status',
      'Checked in',
    ])
    expect(sheet.rowCount).toBe(4)
    expect(values(4)).toEqual(
      expect.arrayContaining([
        'Ingrid Olsen',
        '2 × Adult, 1 × Child',
        3,
        'One of us uses a wheelchair',
        'No',
      ]),
    )
    expect(values(3)).toEqual(expect.arrayContaining(['Bjørn Dahl', 'Yes']))
    // A cell is typed text: a guest's name that looks like a formula stays a name.
    expect(sheet.getRow(2).getCell(3).value).toBe('=cmd Lars')
  })

  it('names an unknown format', async () => {
    const response = await exportFile('pdf')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe('format')
  })
})

describe('the guest list in the API document', () => {
  it('declares each call with its operationId, bearer security and named schemas', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, { operationId: string; security: unknown }>>
      components: { schemas: Record<string, unknown> }
    }>(ctx, 'GET', '/api/openapi.json')
    const calls = Object.entries(doc.body.paths)
      .filter(([path]) => /^\/booking\/v1\/reservation\/(guest-list|update-check-in)/.test(path))
      .flatMap(([, methods]) => Object.values(methods))
    expect(calls.map((op) => op.operationId).sort()).toEqual([
      'exportGuestList',
      'guestList',
      'guestListSummary',
      'updateCheckIn',
    ])
    for (const op of calls) expect(op.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(doc.body.components.schemas)).toEqual(
      expect.arrayContaining(['GuestListQuery', 'GuestList', 'GuestListRow', 'GuestListSummary']),
    )
  })
})
