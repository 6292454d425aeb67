import {
  customerReservationListSchema,
  customerReservationViewSchema,
  packageReservationSchema,
  type CustomerReservationView,
} from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDay } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'
import { bookHotel, bookPackage, bookTour, customerToken } from './customer.fixtures.js'

let ctx: TestContext
let astrid: string
let bjorn: string
let bookings: {
  laterTour: Awaited<ReturnType<typeof bookTour>>
  soonTour: Awaited<ReturnType<typeof bookTour>>
  stay: Awaited<ReturnType<typeof bookHotel>>
  pack: Awaited<ReturnType<typeof bookPackage>>
  pastTour: Awaited<ReturnType<typeof bookTour>>
  bjornTour: Awaited<ReturnType<typeof bookTour>>
  bjornPack: Awaited<ReturnType<typeof bookPackage>>
}

beforeAll(async () => {
  ctx = await createTestContext()
  const email = 'astrid@example.com'
  bookings = {
    laterTour: await bookTour(ctx, { email, fromDay: 40 }),
    soonTour: await bookTour(ctx, { email: 'Astrid@Example.com', fromDay: 20, locale: 'no' }),
    stay: await bookHotel(ctx, { email, fromDay: 25 }),
    pack: await bookPackage(ctx, { email, fromDay: 45 }),
    pastTour: await bookTour(ctx, { email, fromDay: 22 }),
    bjornTour: await bookTour(ctx, { email: 'bjorn@example.com', fromDay: 21 }),
    bjornPack: await bookPackage(ctx, { email: 'bjorn@example.com', fromDay: 46 }),
  }
  // A booking whose day has passed is no longer upcoming.
  await ctx.db
    .updateTable('reservation')
    .set({ start_date: isoDay(-3) })
    .where('id', '=', bookings.pastTour.id)
    .execute()
  astrid = await customerToken(ctx, email)
  bjorn = await customerToken(ctx, 'bjorn@example.com')
})
afterAll(() => ctx.close())

const list = (token: string, body: object) =>
  call<{ data: CustomerReservationView[]; total: number }>(
    ctx,
    'POST',
    '/core/v1/customer/reservation-list',
    {
      token,
      body,
    },
  )
const get = <T = CustomerReservationView>(token: string, path: string) =>
  call<T>(ctx, 'GET', `/core/v1/customer${path}`, { token, headers: { 'APP-LOCALE': 'no' } })

describe('POST /core/v1/customer/reservation-list', () => {
  it('lists the customer’s upcoming tours, stays and packages by start, and nobody else’s', async () => {
    const upcoming = await list(astrid, { tab: 'upcoming' })
    expect(upcoming.status).toBe(200)
    expect(customerReservationListSchema.safeParse(upcoming.body).success).toBe(true)
    const { soonTour, stay, laterTour, pack } = bookings
    expect(upcoming.body.data.map((item) => item.uuid)).toEqual([
      soonTour.reservation_ref,
      stay.reservation_ref,
      laterTour.reservation_ref,
      pack.reservation_ref,
    ])
    expect(upcoming.body.total).toBe(4)
    expect(upcoming.body.data.map((item) => item.service_type)).toEqual([
      'activities',
      'hotels',
      'activities',
      'packages',
    ])
    expect(upcoming.body.data.every((item) => item.status === 'Active')).toBe(true)
  })

  it('pages with page and limit', async () => {
    const second = await list(astrid, { tab: 'upcoming', page: 2, limit: 3 })
    expect(second.body.total).toBe(4)
    expect(second.body.data.map((item) => item.uuid)).toEqual([bookings.pack.reservation_ref])
  })

  it('has an empty cancelled tab until something is cancelled, and names a bad tab', async () => {
    expect((await list(bjorn, { tab: 'cancelled' })).body).toEqual({ data: [], total: 0 })
    const bad = await list(bjorn, { tab: 'past' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^tab: /)
  })
})

describe('GET /core/v1/customer/reservation/{id}', () => {
  it('shows a tour with its payer, supplier, refund terms and place, in the customer’s language', async () => {
    const { soonTour } = bookings
    const response = await get(astrid, `/reservation/${soonTour.reservation_ref}`)
    expect(response.status).toBe(200)
    expect(customerReservationViewSchema.parse(response.body)).toEqual(response.body)
    expect(response.body).toMatchObject({
      id: soonTour.id,
      uuid: soonTour.reservation_ref,
      service_type: 'activities',
      serviceable_id: soonTour.product.id,
      booking_number: expect.stringMatching(/^JT-/),
      payment_id: soonTour.paymentRef,
      price: Number(soonTour.price),
      status: 'Active',
      tour_adults: expect.any(Number),
      // Booked as typed, found whatever the case.
      payer_email: 'Astrid@Example.com',
      payer_phone_area_code: '47',
      supplier_email: expect.stringContaining('@'),
      hotel_reserved_items: [],
      start_time: expect.stringMatching(/^\d\d:\d\d$/),
    })
    expect(response.body.refund_percentage).toEqual(expect.any(Number))
    const norwegian = await ctx.db
      .selectFrom('service_translation')
      .select('name')
      .where('service_id', '=', soonTour.product.id)
      .where('locale', '=', 'no')
      .executeTakeFirstOrThrow()
    expect(response.body.service_name).toBe(norwegian.name)
    expect(response.body.location_name).toEqual(expect.any(String))
  })

  it('shows a stay with its rooms and check-in', async () => {
    const response = await get(astrid, `/reservation/${bookings.stay.reservation_ref}`)
    expect(response.body).toMatchObject({
      service_type: 'hotels',
      hotel_adults: 2,
      hotel_children: 0,
      tour_adults: null,
      checkin_time: expect.stringMatching(/^\d\d:\d\d$/),
      hotel_reserved_items: [expect.objectContaining({ num_of_rooms: 1, num_of_adults: 2 })],
    })
  })

  it('shows a booking whose day has passed as done', async () => {
    expect((await get(astrid, `/reservation/${bookings.pastTour.reservation_ref}`)).body.status).toBe('Done')
  })
})

describe('GET /core/v1/customer/reservation/package/{paymentId}/{id}', () => {
  it('shows a booked package and its parts', async () => {
    const { pack } = bookings
    const response = await get(astrid, `/reservation/package/${pack.paymentRef}/${pack.reservation_ref}`)
    expect(response.status).toBe(200)
    const body = packageReservationSchema.parse(response.body)
    expect(body).toMatchObject({
      customer_email: 'astrid@example.com',
      customer_phone: '+47 41 23 45 67',
      total_price: Number(pack.price),
      start_date: pack.slot.date,
    })
    expect(body.services.length).toBeGreaterThan(0)
    expect(body.services.every((service) => service.package_service === body.package_name)).toBe(true)
    const byId = await get(astrid, `/reservation/package/${pack.paymentRef}/${pack.id}`)
    expect(byId.body).toEqual(response.body)
  })
})

describe('a customer never sees another customer’s booking', () => {
  it('answers 404 for another customer’s reservation on every call, and changes nothing', async () => {
    const { bjornTour, bjornPack } = bookings
    const paths = [
      `/reservation/${bjornTour.reservation_ref}`,
      `/reservations/cancellation-policy/${bjornTour.reservation_ref}`,
      `/reservation/${bjornPack.reservation_ref}`,
      `/reservation/package/${bjornPack.paymentRef}/${bjornPack.reservation_ref}`,
      `/reservation/package/${bjornPack.paymentRef}/${bjornPack.id}`,
      '/reservation/not-a-uuid',
      '/reservation/00000000-0000-4000-8000-000000000000',
    ]
    for (const path of paths) {
      const response = await get(astrid, path)
      expect(response.status, path).toBe(404)
      expect(response.body).toEqual({ message: 'Reservasjonen ble ikke funnet' })
    }
    for (const ref of [bjornTour.reservation_ref, bjornPack.reservation_ref]) {
      const cancel = await call(ctx, 'POST', `/core/v1/customer/reservation/${ref}/cancel`, {
        token: astrid,
        body: { reason: 'Not mine' },
      })
      expect(cancel.status).toBe(404)
    }
    // Astrid's own package with Bjørn's payment is not a package of that payment.
    const mixed = await get(
      astrid,
      `/reservation/package/${bjornPack.paymentRef}/${bookings.pack.reservation_ref}`,
    )
    expect(mixed.status).toBe(404)
    const still = await get(bjorn, `/reservation/${bjornTour.reservation_ref}`)
    expect(still.body.status).toBe('Active')
    expect((await list(astrid, { tab: 'upcoming' })).body.data.map((item) => item.payer_email)).not.toContain(
      'bjorn@example.com',
    )
  })
})
