import type { Cart } from '@jaunt/domain'
import { addDays, localToday } from '@jaunt/ui'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import { cartOf, createMarketplace, kayakReservation, marketplaceRoutes } from '../../testing/fixtures'
import { defineElements, inside, mount, resetPage } from '../../testing/page'
import { reservedWeekend } from '../../testing/stayFixtures'

const PAYMENT_REF = '9d3b7a10-0000-4000-8000-0000000000f1'
const day = addDays(localToday(), 3)
const kayak = (ref: string, count: number, overrides: Parameters<typeof kayakReservation>[2]) =>
  kayakReservation(
    ref,
    { option_id: 3, date: day, start_time: '09:00', tickets: [{ ticket_id: 9, count }] },
    { booking_number: `JT-${ref.slice(-4).toUpperCase()}0000`, ...overrides },
  )

let server: FixtureServer
let booking: Cart
const ui = { timeout: 4000 }

beforeAll(() => defineElements('jaunt-booking-details'))
beforeEach(async () => {
  server = await startFixtureServer(
    marketplaceRoutes(createMarketplace(), [
      {
        method: 'GET',
        path: '/booking/public/booking-details/:paymentRef',
        answer: () => ({ status: 200, body: booking }),
      },
    ]),
  )
})
afterEach(async () => {
  await resetPage()
  await server.close()
})

const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ') ?? ''

async function openDetails() {
  const element = await mount('jaunt-booking-details', {
    'payment-ref': PAYMENT_REF,
    site: '1',
    'api-base': server.origin,
  })
  const view = inside(element)
  await view.findByText('Payment reference', { exact: false }, ui)
  return view
}

describe('booking details after a cancellation', () => {
  it('shows the cancelled item with its refund and reason, still confirmed, with the total of what stands', async () => {
    const cancelled = kayak('5e0d1c9a-0000-4000-8000-0000000000a1', 2, {
      status: 'CANCEL',
      cancellation: { refund_amount: 1090, reason: 'Our plans changed', paid: true },
    })
    const standing = kayak('5e0d1c9a-0000-4000-8000-0000000000b2', 1, { status: 'CONFIRM' })
    booking = { ...cartOf([cancelled, standing]), cart_total_price: standing.price }
    const view = await openDetails()
    expect(view.getByText('Booking confirmed')).toBeTruthy()
    const item = view.getAllByRole('listitem').find((each) => text(each).includes('Cancelled'))!
    expect(text(item)).toMatch(/Refund: NOK\s1,090\.00/)
    expect(text(item)).toContain('Reason for cancellation: Our plans changed')
    expect(view.getAllByRole('listitem').filter((each) => text(each).includes('Cancelled'))).toHaveLength(1)
    expect(text(view.getByText('Total').parentElement!)).toMatch(/NOK\s1,090\.00/)
  })

  it('promises no refund for a cancelled booking that was never paid, package included', async () => {
    const weekend = reservedWeekend({
      package_id: 43,
      date: addDays(localToday(), 1),
      adult: 2,
      child: 0,
      rooms: [{ adult: 2, child: 0 }],
    })
    booking = {
      ...cartOf(
        [],
        [{ ...weekend, status: 'CANCEL', cancellation: { refund_amount: 0, reason: 'Ill', paid: false } }],
      ),
      cart_total_price: 0,
    }
    const view = await openDetails()
    const item = view.getAllByRole('listitem')[0]!
    expect(text(item)).toContain('Cancelled')
    expect(text(item)).toContain('Nothing was paid for this booking, so nothing is refunded.')
    expect(text(item)).not.toContain('Refund:')
  })
})
