import type { Cart } from '@jaunt/domain'
import { addDays, localToday } from '@jaunt/ui'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import { cartOf, createMarketplace, kayakReservation, marketplaceRoutes } from '../../testing/fixtures'
import { defineElements, inside, mount, resetPage } from '../../testing/page'

const PAYMENT_REF = '9d3b7a10-0000-4000-8000-0000000000f2'
const day = addDays(localToday(), 3)

let server: FixtureServer
let booking: Cart

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

describe('voucher codes in booking details', () => {
  it('shows the codes each booked ticket was given, and nothing for an item without any', async () => {
    const withCodes = kayakReservation(
      '5e0d1c9a-0000-4000-8000-0000000000c3',
      { option_id: 3, date: day, start_time: '09:00', tickets: [{ ticket_id: 9, count: 2 }] },
      { status: 'CONFIRM', booking_number: 'JT-CODES000' },
    )
    withCodes.ticket_lines = withCodes.ticket_lines!.map((line) => ({
      ...line,
      voucher_codes: ['GATE-7781', 'GATE-7782'],
    }))
    const without = kayakReservation(
      '5e0d1c9a-0000-4000-8000-0000000000d4',
      { option_id: 3, date: day, start_time: '09:00', tickets: [{ ticket_id: 9, count: 1 }] },
      { status: 'CONFIRM', booking_number: 'JT-NOCODE00' },
    )
    booking = cartOf([withCodes, without])
    const element = await mount('jaunt-booking-details', {
      'payment-ref': PAYMENT_REF,
      site: '1',
      'api-base': server.origin,
    })
    const view = inside(element)
    const codes = await view.findByRole('group', { name: 'Voucher codes' }, { timeout: 4000 })
    expect(codes.textContent?.replace(/\s+/g, ' ')).toMatch(/Voucher codes.*: GATE-7781, GATE-7782$/)
    expect(view.getAllByRole('group', { name: 'Voucher codes' })).toHaveLength(1)
    const second = view.getAllByRole('listitem').find((item) => item.textContent?.includes('JT-NOCODE00'))!
    expect(second.textContent).not.toContain('GATE-')
  })
})
