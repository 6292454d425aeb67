import { addDays, localToday } from '@jaunt/ui'
import { fireEvent } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkoutRoutes, createCheckout } from '../../testing/checkoutFixtures'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import { cartOf, createMarketplace, kayakReservation, marketplaceRoutes } from '../../testing/fixtures'
import { defineElements, inside, mount, resetPage, typeInto } from '../../testing/page'

let server: FixtureServer
const ui = { timeout: 4000 }
const REF = '5e0d1c9a-0000-4000-8000-0000000000b2'

beforeAll(() => defineElements('jaunt-checkout'))

beforeEach(async () => {
  const selection = {
    option_id: 3,
    date: addDays(localToday(), 3),
    start_time: '09:00',
    tickets: [{ ticket_id: 9, count: 2 }],
  }
  const market = createMarketplace({
    cart: cartOf([
      kayakReservation(REF, selection, {
        questions: [
          {
            id: 'size',
            label: 'Wetsuit size',
            kind: 'choice',
            required: true,
            choices: [
              { value: 'Small', label: 'Small' },
              { value: 'Large', label: 'Large' },
            ],
          },
          { id: 'note', label: 'Anything we should know?', kind: 'text', required: false, choices: [] },
        ],
      }),
    ]),
  })
  server = await startFixtureServer(marketplaceRoutes(market, checkoutRoutes(market, createCheckout())))
  localStorage.setItem('jaunt_cart_ref_1', market.cart?.cart_ref ?? '')
})

afterEach(async () => {
  await resetPage()
  await server.close()
})

const holds = () =>
  server.received.filter(
    (request) => request.method === 'POST' && request.path.startsWith('/booking/public/hold-reservation/'),
  )

describe('the questions an activity asks at checkout', () => {
  it('asks them per booked activity, refuses to book without a required answer, then sends the answers', async () => {
    const element = await mount('jaunt-checkout', { site: '1', 'api-base': server.origin })
    const view = inside(element)
    expect(await view.findByText('Questions about your booking', {}, ui)).toBeTruthy()
    const type = (label: string, value: string) => typeInto(view.getByLabelText(label), value)
    type('First name', 'Ada')
    type('Last name', 'Lovelace')
    type('Email', 'ada@example.com')
    type('Country', 'NO')
    type('Phone number', '912 34 567')
    type('Anything we should know?', 'First time in a kayak')

    fireEvent.click(view.getByRole('button', { name: 'Confirm booking' }))
    expect(await view.findByText('Please answer this question', {}, ui)).toBeTruthy()
    expect(view.getByText('Please answer the questions about your booking.')).toBeTruthy()
    expect(holds()).toHaveLength(0)

    type('Wetsuit size *', 'Large')
    fireEvent.click(view.getByRole('button', { name: 'Confirm booking' }))
    expect(await view.findByText('Booking confirmed', {}, ui)).toBeTruthy()
    expect((holds()[0]?.body as { answers?: unknown }).answers).toEqual({
      [REF]: { size: 'Large', note: 'First time in a kayak' },
    })
  })
})
