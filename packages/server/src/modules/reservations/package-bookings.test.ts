import {
  ReservationStatus,
  ServiceType,
  type BookingCancelResult,
  type PackageBookingDetail,
  type ReservationListRow,
} from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { apiOf } from './package-bookings.api.js'
import { bookPackageAsGuest, packageRowOf, publishedPackage } from './package-bookings.fixtures.js'

let ctx: TestContext
const token: Record<string, string> = {}
let pack: Awaited<ReturnType<typeof publishedPackage>>
let supplierOfActivity: string

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_CART_PER_MINUTE: '1000', RATE_LIMIT_BOOKING_PER_MINUTE: '1000' })
  for (const who of ['admin', 'partner', 'partner2', 'supplier', 'both']) {
    token[who] = (await loginAs(ctx, `${who}@jaunt.test`)).access_token
  }
  pack = await publishedPackage(apiOf(ctx), token.partner!, 'Quoll coast weekend')
  const owner = await ctx.db
    .selectFrom('service as s')
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .select('u.email')
    .where('s.id', '=', pack.activity.id)
    .executeTakeFirstOrThrow()
  supplierOfActivity = owner.email.split('@')[0]!
}, 180_000)
afterAll(() => ctx.close())

const detailPath = (paymentRef: string, id: number) => `/booking/v1/reservation/package/${paymentRef}/${id}`

async function booked(first: string) {
  const email = `${first.toLowerCase()}.quoll@example.com`
  const made = await bookPackageAsGuest(apiOf(ctx), pack.id, { first, last: 'Quoll', email })
  const row = await packageRowOf(apiOf(ctx), token.partner!, email)
  expect(row, 'the partner sees the booked package').toBeDefined()
  return { ...made, email, row: row! }
}

describe('package bookings in Reservations', () => {
  it('lists a booked package as one row for its partner and opens it with its services', async () => {
    const { paymentRef, row, date } = await booked('Hedda')
    expect(row).toMatchObject({
      id: `${paymentRef}/${row.reservation_id}`,
      booking_kind: 'package',
      product_name: 'Quoll coast weekend',
      package_name: 'Quoll coast weekend',
      service_type: ServiceType.Packages,
      start_date: date,
      status: ReservationStatus.Confirm,
      guest_name: 'Hedda Quoll',
      guests: 2,
      payment_ref: paymentRef,
    })
    expect(row.price).toBeGreaterThan(0)

    const detail = await call<PackageBookingDetail>(ctx, 'GET', detailPath(paymentRef, row.reservation_id), {
      token: token.partner,
    })
    expect(detail.status, detail.body.message).toBe(200)
    expect(detail.body).toMatchObject({
      package_name: 'Quoll coast weekend',
      status: ReservationStatus.Confirm,
      num_adults: 2,
      price: row.price,
      can_cancel: true,
      guest: { name: 'Hedda Quoll', email: 'hedda.quoll@example.com' },
    })
    const [stay, activity] = detail.body.components
    expect(stay).toMatchObject({ service_id: pack.hotel.id, start_date: date, guests: 2, rooms: 1 })
    expect(stay!.end_date).not.toBeNull()
    expect(activity).toMatchObject({ service_id: pack.activity.id, guests: 2, rooms: 0 })
    expect(activity!.start_time).toMatch(/^\d{2}:\d{2}$/)
    expect(detail.body.history.map((entry) => entry.to_status)).toContain(ReservationStatus.Confirm)

    // The admin sees it too, and the table's search, filters and export know it.
    const asAdmin = await call(ctx, 'GET', detailPath(paymentRef, row.reservation_id), { token: token.admin })
    expect(asAdmin.status).toBe(200)
    const filter = encodeURIComponent(
      JSON.stringify({ q: 'Quoll coast', service_type: ServiceType.Packages }),
    )
    const exported = await ctx.app.request(
      `/booking/v1/reservation/data-table/export?format=csv&filter=${filter}`,
      {
        headers: { Authorization: `Bearer ${token.partner}` },
      },
    )
    expect(exported.status).toBe(200)
    const lines = (await exported.text()).trim().split('\r\n')
    expect(lines.filter((line) => line.includes('Hedda Quoll'))).toHaveLength(1)
  })

  it('shows the supplier of a service only their part of it, without the package’s money', async () => {
    const { paymentRef, row, email } = await booked('Ivar')
    const supplierToken =
      token[supplierOfActivity] ?? (await loginAs(ctx, `${supplierOfActivity}@jaunt.test`)).access_token
    const filter = encodeURIComponent(JSON.stringify({ q: email }))
    const rows = await call<ReservationListRow[]>(
      ctx,
      'GET',
      `/booking/v1/reservation/data-table?filter=${filter}`,
      {
        token: supplierToken,
      },
    )
    const own = rows.body.filter((one) => one.reservation_id === row.reservation_id)
    expect(own.length).toBeGreaterThanOrEqual(1)
    expect(own.every((one) => one.booking_kind === 'package-component' && one.price === 0)).toBe(true)
    expect(own.map((one) => one.service_id)).toContain(pack.activity.id)
    const detail = await call<PackageBookingDetail>(ctx, 'GET', detailPath(paymentRef, row.reservation_id), {
      token: supplierToken,
    })
    expect(detail.status).toBe(200)
    expect(detail.body.price).toBeNull()
    expect(detail.body.payment).toBeNull()
    expect(detail.body.can_cancel).toBe(false)
    expect(detail.body.components.map((part) => part.service_id)).toContain(pack.activity.id)
    const cancel = await call(ctx, 'POST', `${detailPath(paymentRef, row.reservation_id)}/cancel`, {
      token: supplierToken,
      body: { reason: 'Not mine to cancel' },
    })
    expect(cancel.status).toBe(404)
  })

  it('is not found for another partner, and for a wrong payment ref', async () => {
    const { paymentRef, row } = await booked('Jorunn')
    const path = detailPath(paymentRef, row.reservation_id)
    const other = await call(ctx, 'GET', path, { token: token.partner2 })
    expect(other.status).toBe(404)
    const wrongPayment = await call(
      ctx,
      'GET',
      detailPath('0b9f6c2e-5d1a-4c3e-9f7a-2b8d1e6a4c90', row.reservation_id),
      {
        token: token.partner,
      },
    )
    expect(wrongPayment.status).toBe(404)
    const cancel = await call(ctx, 'POST', `${path}/cancel`, {
      token: token.partner2,
      body: { reason: 'Mine now' },
    })
    expect(cancel.status).toBe(404)
    const filter = encodeURIComponent(JSON.stringify({ q: 'jorunn.quoll@example.com' }))
    const rows = await call<ReservationListRow[]>(
      ctx,
      'GET',
      `/booking/v1/reservation/data-table?filter=${filter}`,
      {
        token: token.partner2,
      },
    )
    expect(rows.body).toEqual([])
  })

  it('cancels a booked package: its services get their places back, the history says who and why', async () => {
    const { paymentRef, row } = await booked('Kari')
    const path = detailPath(paymentRef, row.reservation_id)
    const before = await call<PackageBookingDetail>(ctx, 'GET', path, { token: token.partner })
    const activity = before.body.components.find((part) => part.service_id === pack.activity.id)!
    const taken = await ctx.db
      .selectFrom('reserved_package_component')
      .select(['tour_slot_id'])
      .where('reserved_package_id', '=', row.reservation_id)
      .where('service_id', '=', pack.activity.id)
      .executeTakeFirstOrThrow()
    const seats = () =>
      ctx.db
        .selectFrom('tour_slot')
        .select('booked')
        .where('id', '=', taken.tour_slot_id!)
        .executeTakeFirstOrThrow()
    const seatsBefore = (await seats()).booked

    const missingReason = await call<{ errors: { path: string }[] }>(ctx, 'POST', `${path}/cancel`, {
      token: token.partner,
      body: { reason: ' ' },
    })
    expect(missingReason.status).toBe(400)
    expect(missingReason.body.errors[0]!.path).toBe('reason')

    const cancelled = await call<BookingCancelResult>(ctx, 'POST', `${path}/cancel`, {
      token: token.partner,
      body: { reason: 'The guest asked by phone' },
    })
    expect(cancelled.status, (cancelled.body as { message?: string }).message).toBe(200)
    expect(cancelled.body.cancelled[0]!.reservation_id).toBe(row.reservation_id)
    expect((await seats()).booked).toBe(seatsBefore - activity.guests)

    const after = await call<PackageBookingDetail>(ctx, 'GET', path, { token: token.partner })
    expect(after.body.status).toBe(ReservationStatus.Cancel)
    expect(after.body.can_cancel).toBe(false)
    expect(after.body.components).toHaveLength(2)
    const last = after.body.history.at(-1)!
    expect(last).toMatchObject({
      to_status: ReservationStatus.Cancel,
      actor_kind: 'user',
      note: 'The guest asked by phone',
    })

    const again = await call(ctx, 'POST', `${path}/cancel`, {
      token: token.partner,
      body: { reason: 'Twice' },
    })
    expect(again.status).toBe(409)
  })

  it('resends the guest’s confirmation of a package, for its partner only, and not once cancelled', async () => {
    const { paymentRef, row, email } = await booked('Sigrid')
    const path = `${detailPath(paymentRef, row.reservation_id)}/resend-confirmation`
    const mails = () =>
      ctx.db
        .selectFrom('mail_outbox')
        .select(['kind', 'subject'])
        .where('to_address', '=', email)
        .orderBy('id')
        .execute()
    const before = (await mails()).length
    const sent = await call<{ to: string; locale: string }>(ctx, 'POST', path, { token: token.partner })
    expect(sent.status).toBe(202)
    expect(sent.body).toMatchObject({ to: email, locale: 'en' })
    const after = await mails()
    expect(after).toHaveLength(before + 1)
    expect(after.at(-1)!.subject).toMatch(/^Your booking is confirmed/)
    expect(after.at(-1)!.kind).toBe(after[0]!.kind)

    const supplierToken =
      token[supplierOfActivity] ?? (await loginAs(ctx, `${supplierOfActivity}@jaunt.test`)).access_token
    const supplier = await call(ctx, 'POST', path, { token: supplierToken })
    expect(supplier.status).toBe(404)
    const other = await call(ctx, 'POST', path, { token: token.partner2 })
    expect(other.status).toBe(404)

    await call(ctx, 'POST', `${detailPath(paymentRef, row.reservation_id)}/cancel`, {
      token: token.partner,
      body: { reason: 'The guest changed plans' },
    })
    expect((await call(ctx, 'POST', path, { token: token.partner })).status).toBe(409)
  })

  it('flags the package when the supplier cancels a departure it uses', async () => {
    const { paymentRef, row, email } = await booked('Liv')
    expect(row.supplier_cancelled).toBe(false)
    const departure = await ctx.db
      .selectFrom('reserved_package_component as part')
      .innerJoin('tour_slot as ts', 'ts.id', 'part.tour_slot_id')
      .select(['ts.option_id', 'ts.date', 'ts.start_time'])
      .where('part.reserved_package_id', '=', row.reservation_id)
      .executeTakeFirstOrThrow()
    const supplierToken =
      token[supplierOfActivity] ?? (await loginAs(ctx, `${supplierOfActivity}@jaunt.test`)).access_token
    const started = await call(ctx, 'POST', '/booking/v1/bulk-cancel-reservation', {
      token: supplierToken,
      body: {
        tour_id: pack.activity.id,
        tour_option_id: departure.option_id,
        departures: [{ date: departure.date, start_time: departure.start_time.slice(0, 5) }],
        reason: 'Storm warning',
        refund_percentage: 100,
      },
    })
    expect(started.status, started.body.message).toBe(202)
    const flagged = await packageRowOf(apiOf(ctx), token.partner!, email)
    expect(flagged).toMatchObject({ supplier_cancelled: true, status: ReservationStatus.Confirm })
    const detail = await call<PackageBookingDetail>(ctx, 'GET', detailPath(paymentRef, row.reservation_id), {
      token: token.partner,
    })
    expect(detail.body.supplier_cancelled).toBe(true)
    const activity = detail.body.components.find((part) => part.service_id === pack.activity.id)!
    const stay = detail.body.components.find((part) => part.service_id === pack.hotel.id)!
    expect([activity.supplier_cancelled, stay.supplier_cancelled]).toEqual([true, false])
  })
})
