import { ServiceType, type Cart, type VoucherCodeRecord, type VoucherImportResult } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDay, productOfType } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { bookTour } from '../customer/customer.fixtures.js'

let ctx: TestContext
let supplier: string
let both: string
let ticketId: number

beforeAll(async () => {
  ctx = await createTestContext()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  const location = await ctx.db.selectFrom('location').select('id').executeTakeFirstOrThrow()
  const tour = await call<{ id: number }>(ctx, 'POST', '/core/v1/tours', {
    token: supplier,
    body: {
      location_id: location.id,
      currency_code: 'NOK',
      duration: { hours: 1, minutes: 0 },
      texts: { en: { name: 'Glacier museum entry' } },
    },
  })
  const option = await call<{ id: number }>(ctx, 'POST', `/core/v1/tours/${tour.body.id}/options`, {
    token: supplier,
    body: { name: { en: 'All day' }, duration: { hours: 1, minutes: 0 }, start_times: ['09:00'] },
  })
  const ticket = await call<{ id: number }>(ctx, 'POST', `/core/v1/tour-options/${option.body.id}/tickets`, {
    token: supplier,
    body: { guest_type: 'Adult', price: 150 },
  })
  ticketId = ticket.body.id
})
afterAll(() => ctx.close())

/** Uploads a file as the back office does: multipart, in the field `file`. */
async function upload(
  token: string,
  ticket: number,
  content: string | Uint8Array,
  name = 'codes.csv',
  type = 'text/csv',
) {
  const form = new FormData()
  form.append('file', new File([content], name, { type }))
  const response = await ctx.app.request(`/core/v1/tour-voucher-codes/import?ticket_id=${ticket}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  })
  return {
    status: response.status,
    body: (await response.json()) as VoucherImportResult & { message?: string },
  }
}

const list = (token: string, ticket: number, filter: Record<string, unknown> = {}, range = [0, 24]) =>
  call<VoucherCodeRecord[]>(
    ctx,
    'GET',
    `/core/v1/tour-voucher-codes?filter=${encodeURIComponent(JSON.stringify({ ticket_id: ticket, ...filter }))}&range=${JSON.stringify(range)}&sort=${encodeURIComponent('["code","ASC"]')}`,
    { token },
  )
const counts = async (token: string, ticket: number) =>
  (await call(ctx, 'GET', `/core/v1/tour-voucher-codes/counts?ticket_id=${ticket}`, { token })).body

describe('the voucher codes of a ticket', () => {
  it('imports the good rows of a CSV and names each bad one by its line and why', async () => {
    const file = [
      'code,valid_until',
      'MUS-0001,' + isoDay(400),
      'MUS-0002',
      '',
      ',' + isoDay(30),
      'MUS-0001',
      'MUS-0003,31/12/2031',
      'MUS-0004,' + isoDay(-2),
      'X'.repeat(65),
      'MUS-0005;' + isoDay(10),
    ].join('\r\n')
    const first = await upload(supplier, ticketId, file)
    expect(first.status).toBe(200)
    expect(first.body.imported).toBe(3)
    expect(first.body.skipped).toBe(5)
    expect(first.body.errors.map(({ line, problem }) => [line, problem])).toEqual([
      [5, 'empty_code'],
      [6, 'duplicate_in_file'],
      [7, 'bad_date'],
      [8, 'past_date'],
      [9, 'too_long'],
    ])
    const again = await upload(supplier, ticketId, 'MUS-0002\nMUS-0006\n')
    expect(again.body).toEqual({
      imported: 1,
      skipped: 1,
      errors: [
        {
          line: 1,
          code: 'MUS-0002',
          problem: 'already_loaded',
          message: 'The code is already loaded for this ticket',
        },
      ],
    })
    const page = await list(supplier, ticketId, { used: false }, [0, 1])
    expect(page.status).toBe(200)
    expect(page.headers.get('Content-Range')).toBe('tour-voucher-codes 0-1/4')
    expect(page.body.map((code) => code.code)).toEqual(['MUS-0001', 'MUS-0002'])
    expect(page.body[0]).toMatchObject({ valid_until: isoDay(400), used: false, booking_number: null })
    expect(await counts(supplier, ticketId)).toEqual({ ticket_id: ticketId, total: 4, used: 0, unused: 4 })
  })

  it('refuses a file that is not CSV (400) or too large (413)', async () => {
    const image = await upload(
      supplier,
      ticketId,
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff]),
      'gate.png',
      'image/png',
    )
    expect(image.status).toBe(400)
    expect(image.body.message).toBe('file: The file is not a CSV file')
    const binary = await upload(supplier, ticketId, new Uint8Array([0x41, 0xff, 0xfe, 0x00]))
    expect(binary.status).toBe(400)
    const large = await upload(supplier, ticketId, 'CODE-1234567890\n'.repeat(40_000))
    expect(large.status).toBe(413)
    const none = await ctx.app.request(`/core/v1/tour-voucher-codes/import?ticket_id=${ticketId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${supplier}` },
      body: new FormData(),
    })
    expect(none.status).toBe(400)
    expect(((await none.json()) as { message: string }).message).toMatch(/^file: /)
  })

  it("keeps another supplier's codes out of reach", async () => {
    expect((await upload(both, ticketId, 'BOTH-1\n')).status).toBe(404)
    expect((await list(both, ticketId)).status).toBe(404)
    expect(
      (await call(ctx, 'GET', `/core/v1/tour-voucher-codes/counts?ticket_id=${ticketId}`, { token: both }))
        .status,
    ).toBe(404)
    expect(
      (await call(ctx, 'DELETE', `/core/v1/tour-voucher-codes?ticket_id=${ticketId}`, { token: both }))
        .status,
    ).toBe(404)
    const [code] = (await list(supplier, ticketId)).body
    expect(
      (await call(ctx, 'DELETE', `/core/v1/tour-voucher-codes/${code!.id}`, { token: both })).status,
    ).toBe(404)
    expect((await counts(supplier, ticketId)).total).toBe(4)
  })

  it('deletes one unused code, then clears the rest', async () => {
    const [code] = (await list(supplier, ticketId)).body
    const deleted = await call(ctx, 'DELETE', `/core/v1/tour-voucher-codes/${code!.id}`, { token: supplier })
    expect(deleted).toMatchObject({ status: 200, body: { id: code!.id } })
    expect(
      (await call(ctx, 'DELETE', `/core/v1/tour-voucher-codes/${code!.id}`, { token: supplier })).status,
    ).toBe(404)
    const cleared = await call(ctx, 'DELETE', `/core/v1/tour-voucher-codes?ticket_id=${ticketId}`, {
      token: supplier,
    })
    expect(cleared.body).toEqual({ ticket_id: ticketId, deleted: 3 })
    expect(await counts(supplier, ticketId)).toEqual({ ticket_id: ticketId, total: 0, used: 0, unused: 0 })
  })

  it('answers a bad list query with a 400 naming it', async () => {
    const noTicket = await call(ctx, 'GET', '/core/v1/tour-voucher-codes?filter=%7B%7D', { token: supplier })
    expect(noTicket.status).toBe(400)
    expect(noTicket.body.message).toMatch(/^filter\.ticket_id: /)
    const badUsed = await list(supplier, ticketId, { used: 'maybe' })
    expect(badUsed.body.message).toMatch(/^filter\.used: /)
  })
})

describe('voucher codes handed to confirmed bookings', () => {
  let owner: string
  let seededTicket: number

  beforeAll(async () => {
    const product = await productOfType(ctx.db, ServiceType.Activities)
    const account = await ctx.db
      .selectFrom('app_user')
      .select('email')
      .where('id', '=', product.supplier_user_id)
      .executeTakeFirstOrThrow()
    owner = (await loginAs(ctx, account.email)).access_token
    const ticket = await ctx.db
      .selectFrom('tour_ticket as t')
      .innerJoin('tour_option as o', 'o.id', 't.option_id')
      .select('t.id')
      .where('o.service_id', '=', product.id)
      .where('t.price_type', '=', 1)
      .orderBy('o.position')
      .orderBy('t.position')
      .executeTakeFirstOrThrow()
    seededTicket = ticket.id
  })

  const detailsOf = async (paymentRef: string) => {
    const details = await call<Cart>(ctx, 'GET', `/booking/public/booking-details/${paymentRef}`)
    expect(details.status).toBe(200)
    return details.body.reservations[0]!
  }

  it('gives each booked ticket a code the guest sees, and still confirms once the codes run out', async () => {
    // The seeded tours have departures from tomorrow on; codes expiring before the visit are passed over.
    const loaded = await upload(owner, seededTicket, `GATE-EARLY,${isoDay(1)}\nGATE-A\nGATE-B\nGATE-C\n`)
    expect(loaded.body.imported).toBe(4)
    const booking = await bookTour(ctx, { email: 'voucher-guest@example.com', fromDay: 30, count: 2 })
    const item = await detailsOf(booking.paymentRef)
    expect(item.status).toBe('CONFIRM')
    expect(item.ticket_lines).toMatchObject([{ count: 2, voucher_codes: ['GATE-A', 'GATE-B'] }])
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('kind', '=', 'booking-confirmation')
      .where('to_address', '=', 'voucher-guest@example.com')
      .executeTakeFirstOrThrow()
    expect(mail.body_text).toContain('Voucher codes: GATE-A, GATE-B')

    const used = await list(owner, seededTicket, { used: true })
    expect(used.body.map((code) => [code.code, code.booking_number])).toEqual([
      ['GATE-A', item.booking_number],
      ['GATE-B', item.booking_number],
    ])
    const refused = await call(ctx, 'DELETE', `/core/v1/tour-voucher-codes/${used.body[0]!.id}`, {
      token: owner,
    })
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This code was given to a booking and cannot be deleted' },
    })
    // Clearing leaves the codes bookings hold.
    await upload(owner, seededTicket, 'GATE-SPARE\n')
    expect(
      (await call(ctx, 'DELETE', `/core/v1/tour-voucher-codes?ticket_id=${seededTicket}`, { token: owner }))
        .body,
    ).toMatchObject({ deleted: 3 })
    await upload(owner, seededTicket, 'GATE-LAST\n')

    const short = await bookTour(ctx, { email: 'voucher-short@example.com', fromDay: 31, count: 2 })
    const shortItem = await detailsOf(short.paymentRef)
    expect(shortItem.status).toBe('CONFIRM')
    expect(shortItem.ticket_lines).toMatchObject([{ count: 2, voucher_codes: ['GATE-LAST'] }])
    expect(await counts(owner, seededTicket)).toMatchObject({ used: 3, unused: 0 })

    const none = await bookTour(ctx, { email: 'voucher-none@example.com', fromDay: 32, count: 1 })
    const noneItem = await detailsOf(none.paymentRef)
    expect(noneItem.status).toBe('CONFIRM')
    expect(noneItem.ticket_lines![0]).not.toHaveProperty('voucher_codes')
  })
})

describe('the OpenAPI document', () => {
  it('declares the voucher and mapping calls with operationId, bearer security and named schemas', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>
      components: { schemas: Record<string, unknown> }
    }>(ctx, 'GET', '/api/openapi.json')
    const calls = Object.entries(doc.body.paths)
      .filter(([path]) =>
        /^\/core\/v1\/(tour-voucher-codes|tour-mapping|public\/tours\/channel-manager)/.test(path),
      )
      .flatMap(([, methods]) => Object.values(methods))
    expect(calls.map((op) => op.operationId).sort()).toEqual([
      'clearVoucherCodes',
      'countVoucherCodes',
      'deleteVoucherCode',
      'getTourMapping',
      'importVoucherCodes',
      'listTourChannelManagers',
      'listVoucherCodes',
      'saveTourMapping',
    ])
    for (const op of calls) expect(op.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(doc.body.components.schemas)).toEqual(
      expect.arrayContaining([
        'VoucherCodeRecord',
        'VoucherCodeCounts',
        'VoucherImportResult',
        'ChannelManager',
        'TourMappingInput',
        'TourMappingRecord',
      ]),
    )
  })
})
