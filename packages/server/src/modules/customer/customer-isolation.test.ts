import type { CustomerReservationView, PackageReservation } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'
import { bookPackage, bookTour, customerToken } from './customer.fixtures.js'

type Bookings = {
  email: string
  token: string
  tour: Awaited<ReturnType<typeof bookTour>>
  pack: Awaited<ReturnType<typeof bookPackage>>
}

let ctx: TestContext
let kari: Bookings
let lars: Bookings

beforeAll(async () => {
  ctx = await createTestContext()
  // Interleaved, so each customer's bookings are followed by the other's newer payments.
  const kariTour = await bookTour(ctx, { email: 'kari@example.com', fromDay: 20 })
  const kariPack = await bookPackage(ctx, { email: 'kari@example.com', fromDay: 45 })
  const larsTour = await bookTour(ctx, { email: 'lars@example.com', fromDay: 21 })
  const larsPack = await bookPackage(ctx, { email: 'lars@example.com', fromDay: 46 })
  kari = {
    email: 'kari@example.com',
    token: await customerToken(ctx, 'kari@example.com'),
    tour: kariTour,
    pack: kariPack,
  }
  lars = {
    email: 'lars@example.com',
    token: await customerToken(ctx, 'lars@example.com'),
    tour: larsTour,
    pack: larsPack,
  }
})
afterAll(() => ctx.close())

const list = async (token: string) => {
  const response = await call<{ data: CustomerReservationView[] }>(
    ctx,
    'POST',
    '/core/v1/customer/reservation-list',
    { token, body: { tab: 'upcoming' } },
  )
  expect(response.status).toBe(200)
  return response.body.data
}
const get = <T>(token: string, path: string) => call<T>(ctx, 'GET', `/core/v1/customer${path}`, { token })

describe('two customers’ bookings stay apart', () => {
  it('lists each customer’s own tour and package, each with its own payment reference', async () => {
    for (const customer of [kari, lars]) {
      const items = await list(customer.token)
      expect(items.map((item) => [item.service_type, item.uuid, item.payment_id])).toEqual([
        ['activities', customer.tour.reservation_ref, customer.tour.paymentRef],
        ['packages', customer.pack.reservation_ref, customer.pack.paymentRef],
      ])
      expect(items.every((item) => item.payer_email === customer.email)).toBe(true)
    }
  })

  it('opens the package the list names at its payment reference and id', async () => {
    for (const customer of [kari, lars]) {
      const pack = (await list(customer.token)).find((item) => item.service_type === 'packages')!
      const opened = await get<PackageReservation>(
        customer.token,
        `/reservation/package/${pack.payment_id}/${pack.id}`,
      )
      expect(opened.status).toBe(200)
      expect(opened.body.customer_email).toBe(customer.email)
      expect(opened.body.total_price).toBe(Number(customer.pack.price))
    }
  })

  it('opens neither customer’s tour or package for the other', async () => {
    for (const [viewer, owner] of [
      [kari, lars],
      [lars, kari],
    ] as const) {
      const paths = [
        `/reservation/${owner.tour.reservation_ref}`,
        `/reservation/${owner.pack.reservation_ref}`,
        `/reservation/package/${owner.pack.paymentRef}/${owner.pack.id}`,
        `/reservation/package/${owner.pack.paymentRef}/${owner.pack.reservation_ref}`,
        // The viewer's own payment does not unlock the owner's package.
        `/reservation/package/${viewer.pack.paymentRef}/${owner.pack.id}`,
      ]
      for (const path of paths) {
        const response = await get(viewer.token, path)
        expect(response.status, path).toBe(404)
        expect(response.body).toEqual({ message: 'Reservation not found' })
      }
    }
  })
})
