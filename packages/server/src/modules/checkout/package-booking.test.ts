import { ServiceType, Status, type Cart, type PackageRecord } from '@jaunt/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDay, siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { customerToken } from '../customer/customer.fixtures.js'
import { releaseExpiredHolds } from './release.service.js'

let ctx: TestContext
let partner: string
let demo: number
let activity: number
let hotel: number
const usedStarts = new Set<string>()

async function onSite(serviceType: number) {
  const row = await ctx.db
    .selectFrom('service as s')
    .innerJoin('site_catalogue as sc', 'sc.service_id', 's.id')
    .select('s.id')
    .where('sc.site_id', '=', demo)
    .where('s.service_type', '=', serviceType)
    .where('s.currency_code', '=', 'NOK')
    .where('s.status', '=', Status.Active)
    .orderBy('s.id')
    .executeTakeFirstOrThrow()
  return row.id
}

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_CART_PER_MINUTE: '1000', RATE_LIMIT_BOOKING_PER_MINUTE: '1000' })
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  demo = await siteId(ctx.db, 'demo')
  activity = await onSite(ServiceType.Activities)
  hotel = await onSite(ServiceType.Hotels)
  // The stay rules are the hotel tests' concern: here every night can be an arrival.
  await ctx.db
    .updateTable('rate_plan_day')
    .set({ min_stay: null, max_stay: null, no_checkin: false, no_checkout: false, cut_off_hours: null })
    .where('rate_plan_id', 'in', (eb) =>
      eb
        .selectFrom('rate_plan as rp')
        .innerJoin('room_type as rt', 'rt.id', 'rp.room_type_id')
        .select('rp.id')
        .where('rt.service_id', '=', hotel),
    )
    .execute()
  // Seeding a database on a busy machine can take longer than the default minute.
}, 180_000)
afterAll(() => ctx.close())

const order = {
  name: 'Ingrid Hansen',
  first_name: 'Ingrid',
  last_name: 'Hansen',
  email: 'ingrid@example.com',
  country: 'NO',
  area_code: '47',
  phone: '41234567',
}

/** A published package of the demo site: one night at the hotel, the activity the next day. */
async function publishedPackage(name: string) {
  const created = await call<PackageRecord>(ctx, 'POST', '/core/v1/package', {
    token: partner,
    body: { site_id: demo, name },
  })
  const id = created.body.id
  await call(ctx, 'PUT', `/core/v1/package/${id}/package-service-mapping`, {
    token: partner,
    body: {
      components: [
        { service_id: hotel, day_offset: 0, nights: 1 },
        { service_id: activity, day_offset: 1, nights: 0 },
      ],
    },
  })
  await call(ctx, 'PUT', `/core/v1/package/${id}/package-setting`, {
    token: partner,
    body: {
      date_from: isoDay(20),
      date_to: isoDay(60),
      nights: 1,
      adults: 2,
      children: 0,
      rooms: 1,
      pricing_rule: 1,
      margin: 10,
      places: 8,
    },
  })
  const images = await call<{ url: string }[]>(ctx, 'GET', `/core/v1/packages/${id}/service-images`, {
    token: partner,
  })
  await call(ctx, 'PUT', `/core/v1/package/${id}`, {
    token: partner,
    body: { texts: { en: { name } }, images: [{ url: images.body[0]!.url, alt: { en: name } }] },
  })
  const published = await call<PackageRecord>(ctx, 'PUT', `/core/v1/package/${id}/update-status`, {
    token: partner,
    body: { status: Status.Active },
  })
  expect(published.body.status).toBe(Status.Active)
  return id
}

/**
 * A start date no other test uses whose activity day has exactly one departure with `places` left (the
 * others full), so which departure the package takes is known.
 */
async function startWithPlaces(places: number) {
  const days = await ctx.db
    .selectFrom('tour_slot as ts')
    .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
    .select('ts.date')
    .distinct()
    .where('o.service_id', '=', activity)
    .where('ts.date', '>=', isoDay(22))
    .where('ts.date', '<=', isoDay(60))
    .orderBy('ts.date')
    .execute()
  const day = days
    .map((d) => d.date)
    .find((date) => !usedStarts.has(date) && !usedStarts.has(addDay(date, -1)))!
  const start = addDay(day, -1)
  usedStarts.add(day).add(start)
  const ids = ctx.db.selectFrom('tour_option').select('id').where('service_id', '=', activity)
  await ctx.db
    .updateTable('tour_slot')
    .set((eb) => ({ booked: eb.ref('allotment'), held: 0 }))
    .where('date', '=', day)
    .where('option_id', 'in', ids)
    .execute()
  const departure = await ctx.db
    .selectFrom('tour_slot')
    .select('id')
    .where('date', '=', day)
    .where('option_id', 'in', ids)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await ctx.db
    .updateTable('tour_slot')
    .set({ allotment: 20, booked: 20 - places, held: 0, status: 1 })
    .where('id', '=', departure.id)
    .execute()
  return { start, departureId: departure.id }
}

const addDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const seats = (id: number) =>
  ctx.db.selectFrom('tour_slot').select(['booked', 'held']).where('id', '=', id).executeTakeFirstOrThrow()

/** Rooms taken (booked + held) at the hotel on a night, over all its room types. */
async function roomsTaken(date: string) {
  const row = await ctx.db
    .selectFrom('room_inventory as ri')
    .innerJoin('room_type as rt', 'rt.id', 'ri.room_type_id')
    .select([sql<number>`sum(ri.booked)::int`.as('booked'), sql<number>`sum(ri.held)::int`.as('held')])
    .where('rt.service_id', '=', hotel)
    .where('ri.date', '=', date)
    .executeTakeFirstOrThrow()
  return { booked: Number(row.booked), held: Number(row.held) }
}

async function cartWith(packageId: number, date: string, adults = 2) {
  const added = await call<Cart>(ctx, 'POST', '/booking/public/cart-reservation', {
    body: [
      {
        cart_type: 'package',
        package_id: packageId,
        date,
        adult: adults,
        child: 0,
        rooms: [{ adult: adults, child: 0 }],
      },
    ],
  })
  return added
}

const hold = (cartRef: string, email = order.email, locale = 'en') =>
  call<{ payment: { uuid: string } | null; failed_reservation_info: { message: string }[] }>(
    ctx,
    'POST',
    `/booking/public/hold-reservation/${cartRef}`,
    {
      body: { order: { ...order, email }, stripe_payment_intent_id: null, stripe_secret: null },
      headers: { 'APP-LOCALE': locale },
    },
  )

describe('booking a package takes places from its services', () => {
  it('holds, books and gives back the activity seats and the hotel room with the package', async () => {
    const pack = await publishedPackage('Wombat booking weekend')
    const { start, departureId } = await startWithPlaces(5)
    const before = { seats: await seats(departureId), rooms: await roomsTaken(start) }
    const cart = await cartWith(pack, start)
    expect(cart.status).toBe(200)

    const held = await hold(cart.body.cart_ref)
    expect(held.body.failed_reservation_info).toEqual([])
    expect(await seats(departureId)).toEqual({ booked: before.seats.booked, held: before.seats.held + 2 })
    expect(await roomsTaken(start)).toEqual({ booked: before.rooms.booked, held: before.rooms.held + 1 })

    // The guest gives up: everything goes back.
    const cancelled = await call(ctx, 'PUT', `/booking/public/cancel-reservation/${cart.body.cart_ref}`, {})
    expect(cancelled.status).toBe(200)
    expect(await seats(departureId)).toEqual(before.seats)
    expect(await roomsTaken(start)).toEqual(before.rooms)

    // Held again and confirmed: the places are booked.
    expect((await hold(cart.body.cart_ref)).body.failed_reservation_info).toEqual([])
    const confirmed = await call(ctx, 'POST', `/booking/public/confirm-reservation/${cart.body.cart_ref}`, {
      body: { status: 2 },
    })
    expect(confirmed.status).toBe(200)
    expect(await seats(departureId)).toEqual({ booked: before.seats.booked + 2, held: before.seats.held })
    expect(await roomsTaken(start)).toEqual({ booked: before.rooms.booked + 1, held: before.rooms.held })
  })

  it('an expired package hold gives its services their places back', async () => {
    const pack = await publishedPackage('Wombat expiring weekend')
    const { start, departureId } = await startWithPlaces(5)
    const before = { seats: await seats(departureId), rooms: await roomsTaken(start) }
    const cart = await cartWith(pack, start)
    await hold(cart.body.cart_ref)
    expect((await seats(departureId)).held).toBe(before.seats.held + 2)
    await ctx.db
      .updateTable('cart')
      .set({ hold_expires_at: sql`now() - interval '1 minute'` })
      .where('cart_ref', '=', cart.body.cart_ref)
      .execute()
    expect(await releaseExpiredHolds(ctx.db)).toBeGreaterThanOrEqual(1)
    expect(await seats(departureId)).toEqual(before.seats)
    expect(await roomsTaken(start)).toEqual(before.rooms)
  })

  it('two guests racing for the last places of the activity: exactly one gets the package', async () => {
    const pack = await publishedPackage('Wombat race weekend')
    const { start, departureId } = await startWithPlaces(2)
    const before = { seats: await seats(departureId), rooms: await roomsTaken(start) }
    const first = await cartWith(pack, start)
    const second = await cartWith(pack, start)
    expect([first.status, second.status]).toEqual([200, 200])
    const answers = await Promise.all([hold(first.body.cart_ref), hold(second.body.cart_ref)])
    const winners = answers.filter((answer) => answer.body.payment !== null)
    expect(winners).toHaveLength(1)
    const loser = answers.find((answer) => answer.body.payment === null)!
    expect(loser.body.failed_reservation_info[0]!.message).toMatch(/ is sold out on \d{4}-\d{2}-\d{2}$/)
    expect(await seats(departureId)).toEqual({ booked: before.seats.booked, held: before.seats.held + 2 })
    // The loser holds nothing: one room, the winner's.
    expect(await roomsTaken(start)).toEqual({ booked: before.rooms.booked, held: before.rooms.held + 1 })
  })

  it('a service sold out: the package cannot be added (409) nor held, naming the service and day', async () => {
    const pack = await publishedPackage('Wombat sold-out booking')
    const { start, departureId } = await startWithPlaces(2)
    const early = await cartWith(pack, start)
    expect(early.status).toBe(200)
    const slotBefore = await ctx.db
      .selectFrom('package_slot')
      .select(['held', 'booked'])
      .where('package_id', '=', pack)
      .where('date', '=', start)
      .executeTakeFirstOrThrow()
    const roomsBefore = await roomsTaken(start)
    // Another channel sells the activity's last places meanwhile.
    await ctx.db.updateTable('tour_slot').set({ booked: 20 }).where('id', '=', departureId).execute()

    const late = await cartWith(pack, start)
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ message: 'Sold out on this date' })

    const held = await hold(early.body.cart_ref)
    expect(held.body.payment).toBeNull()
    expect(held.body.failed_reservation_info[0]!.message).toMatch(
      new RegExp(` is sold out on ${addDay(start, 1)}$`),
    )
    expect(
      await ctx.db
        .selectFrom('package_slot')
        .select(['held', 'booked'])
        .where('package_id', '=', pack)
        .where('date', '=', start)
        .executeTakeFirstOrThrow(),
    ).toEqual(slotBefore)
    expect(await roomsTaken(start)).toEqual(roomsBefore)
  })

  it('a guest on /de is told in German which service is sold out on which day', async () => {
    const pack = await publishedPackage('Wombat German weekend')
    const { start, departureId } = await startWithPlaces(2)
    const cart = await cartWith(pack, start)
    expect(cart.status).toBe(200)
    await ctx.db.updateTable('tour_slot').set({ booked: 20 }).where('id', '=', departureId).execute()
    const held = await hold(cart.body.cart_ref, order.email, 'de')
    expect(held.body.payment).toBeNull()
    expect(held.body.failed_reservation_info[0]!.message).toMatch(
      new RegExp(` ist am ${addDay(start, 1)} ausgebucht$`),
    )
  })

  it('the guest sees the package as one booking in their customer area, and cancelling gives the places back', async () => {
    const email = 'wombat-package-guest@example.com'
    const pack = await publishedPackage('Wombat customer weekend')
    const { start, departureId } = await startWithPlaces(5)
    const before = { seats: await seats(departureId), rooms: await roomsTaken(start) }
    const cart = await cartWith(pack, start)
    const held = await hold(cart.body.cart_ref, email)
    await call(ctx, 'POST', `/booking/public/confirm-reservation/${cart.body.cart_ref}`, {
      body: { status: 2 },
    })
    const reserved = await ctx.db
      .selectFrom('reserved_package as p')
      .innerJoin('cart as c', 'c.id', 'p.cart_id')
      .select(['p.id', 'p.status'])
      .where('c.cart_ref', '=', cart.body.cart_ref)
      .execute()
    expect(reserved).toHaveLength(1)
    const token = await customerToken(ctx, email)
    const shown = await call<{ package_name: string; start_date: string; services: unknown[] }>(
      ctx,
      'GET',
      `/core/v1/customer/reservation/package/${held.body.payment!.uuid}/${reserved[0]!.id}`,
      { token },
    )
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({ package_name: 'Wombat customer weekend', start_date: start })
    expect(shown.body.services).toHaveLength(2)

    const ref = await ctx.db
      .withTables<{ reserved_package: { reservation_ref: string } }>()
      .selectFrom('reserved_package')
      .select('reservation_ref')
      .where('id', '=', reserved[0]!.id)
      .executeTakeFirstOrThrow()
    const cancelled = await call(ctx, 'POST', `/core/v1/customer/reservation/${ref.reservation_ref}/cancel`, {
      token,
      body: { reason: 'Our plans changed' },
    })
    expect(cancelled.status).toBe(200)
    expect(await seats(departureId)).toEqual(before.seats)
    expect(await roomsTaken(start)).toEqual(before.rooms)
  })
})
