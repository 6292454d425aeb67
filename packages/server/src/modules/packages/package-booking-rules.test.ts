import type { PackageRecord } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDay } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { apiOf } from '../reservations/package-bookings.api.js'
import { publishedPackage } from '../reservations/package-bookings.fixtures.js'

let ctx: TestContext
let partner: string
let partner2: string
let admin: string

beforeAll(async () => {
  ctx = await createTestContext()
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  partner2 = (await loginAs(ctx, 'partner2@jaunt.test')).access_token
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
})
afterAll(() => ctx.close())

const rules = {
  min_notice_hours: 0,
  booking_cut_off: null as string | null,
  guest_chooses_room: false,
  internal_note: '',
}

/** A published package of the demo site with start dates from tomorrow on. */
async function packageFromTomorrow(name: string) {
  const pack = await publishedPackage(apiOf(ctx), partner, name)
  const full = await call<PackageRecord>(ctx, 'GET', `/core/v1/package/${pack.id}/full`, { token: partner })
  await call(ctx, 'PUT', `/core/v1/package/${pack.id}/package-setting`, {
    token: partner,
    body: {
      date_from: isoDay(1),
      date_to: isoDay(30),
      nights: full.body.nights,
      adults: full.body.adults,
      children: full.body.children,
      rooms: full.body.rooms,
      pricing_rule: full.body.pricing_rule,
      margin: full.body.margin,
      places: full.body.places,
    },
  })
  return pack.id
}

const openDates = async (id: number) => {
  const slots = await call<{ date: string; remaining: number; status: string }[]>(
    ctx,
    'POST',
    `/availability/public/packaging/available-package-slots/${id}`,
    { body: { from: isoDay(1), to: isoDay(30) } },
  )
  expect(slots.status).toBe(200)
  return slots.body.filter((slot) => slot.remaining > 0).map((slot) => slot.date)
}

const canBook = async (id: number, date: string) =>
  (
    await call<{ available: boolean }>(ctx, 'POST', '/availability/public/packaging/slot/availability', {
      body: { package_id: id, date, adult: 1, child: 0, rooms: [] },
    })
  ).body.available

describe('a package’s booking rules', () => {
  it('keeps the rules and the partner’s note on the package, for its partner only', async () => {
    const id = await packageFromTomorrow('Echidna rules weekend')
    const saved = await call<PackageRecord>(ctx, 'PUT', `/core/v1/package/${id}/booking-rules`, {
      token: partner,
      body: {
        min_notice_hours: 48,
        booking_cut_off: isoDay(20),
        guest_chooses_room: true,
        internal_note: 'Ask the hotel for fjord-view rooms',
      },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      min_notice_hours: 48,
      booking_cut_off: isoDay(20),
      guest_chooses_room: true,
      internal_note: 'Ask the hotel for fjord-view rooms',
    })
    const other = await call(ctx, 'PUT', `/core/v1/package/${id}/booking-rules`, {
      token: partner2,
      body: rules,
    })
    expect(other.status).toBe(404)
    // The note is the partner's: the guest's view of the package does not carry it.
    const guestView = await call(ctx, 'GET', `/core/public/package/${id}`)
    expect(JSON.stringify(guestView.body)).not.toContain('fjord-view rooms')
  })

  it('refuses bad rules, naming the field', async () => {
    const id = await packageFromTomorrow('Echidna bad rules')
    const bad = await call<{ errors: { path: string; message: string }[] }>(
      ctx,
      'PUT',
      `/core/v1/package/${id}/booking-rules`,
      { token: partner, body: { ...rules, min_notice_hours: -2, internal_note: 'x'.repeat(2001) } },
    )
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'min_notice_hours', message: 'Enter a whole number of hours from 0 to 8760.' },
        { path: 'internal_note', message: 'The note can be at most 2000 characters.' },
      ]),
    )
  })

  it('takes the dates inside the minimum notice off sale, in the calendar and when booking', async () => {
    const id = await packageFromTomorrow('Echidna notice weekend')
    const before = await openDates(id)
    expect(before).toContain(isoDay(2))
    await call(ctx, 'PUT', `/core/v1/package/${id}/booking-rules`, {
      token: partner,
      body: { ...rules, min_notice_hours: 24 * 5 },
    })
    const after = await openDates(id)
    expect(after).not.toContain(isoDay(2))
    expect(after).not.toContain(isoDay(4))
    expect(after.length).toBeGreaterThan(0)
    expect(await canBook(id, isoDay(2))).toBe(false)
    expect(await canBook(id, after[0]!)).toBe(true)
  })

  it('sells nothing once the last booking day has passed', async () => {
    const id = await packageFromTomorrow('Echidna cut-off weekend')
    const open = await openDates(id)
    expect(open.length).toBeGreaterThan(0)
    await call(ctx, 'PUT', `/core/v1/package/${id}/booking-rules`, {
      token: partner,
      body: { ...rules, booking_cut_off: isoDay(-1) },
    })
    expect(await openDates(id)).toEqual([])
    expect(await canBook(id, open[0]!)).toBe(false)
  })
})

describe('the debug tool in the admin’s language', () => {
  it('says why a date is not bookable in the APP-LOCALE language', async () => {
    const id = await packageFromTomorrow('Echidna German debug')
    const answer = await call<{ bookable: boolean; reason: string | null }>(
      ctx,
      'GET',
      `/core/v1/package/debug-tool/${id}?date=${isoDay(90)}`,
      { token: admin, headers: { 'APP-LOCALE': 'de' } },
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      bookable: false,
      reason: 'Dieses Paket beginnt nicht an diesem Datum',
    })
  })
})
