import { cartCount, cartSchema, tourDetailSchema, type TourSelection } from '@jaunt/domain'
import { addDays, localToday } from '@jaunt/ui'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import {
  checkKayakTickets,
  createMarketplace,
  KAYAK,
  marketplaceRoutes,
  type Marketplace,
} from '../../testing/fixtures'
import { findDay } from '../../testing/calendar'
import { defineElements, inside, mount, recordEvents, resetPage } from '../../testing/page'

let server: FixtureServer
let market: Marketplace

beforeAll(() => defineElements('jaunt-product', 'jaunt-cart'))

beforeEach(async () => {
  market = createMarketplace()
  server = await startFixtureServer(marketplaceRoutes(market))
})

afterEach(async () => {
  await resetPage()
  await server.close()
})

const ui = { timeout: 4000 }

async function openKayak() {
  const product = await mount('jaunt-product', {
    type: 'activity',
    'product-id': '2',
    site: '1',
    'api-base': server.origin,
  })
  const card = inside(product)
  fireEvent.click(await card.findByRole('button', { name: /Book now/ }, ui))
  const dialog = await card.findByRole('dialog', { name: KAYAK.name }, ui)
  return { product, card, dialog }
}

/** Today, once the calendar knows which days can be booked. */
async function chooseToday(card: ReturnType<typeof inside>) {
  fireEvent.click(await findDay(card, localToday()))
}

/** The server has priced the choice: Add to cart can be pressed. */
async function priced(card: ReturnType<typeof inside>) {
  const add = card.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement
  await waitFor(() => expect(add.disabled).toBe(false), ui)
  return add
}

async function chooseTodayAndTwoAdults(card: ReturnType<typeof inside>) {
  await chooseToday(card)
  fireEvent.click(await card.findByRole('button', { name: '09:00' }, ui))
  const more = await card.findByRole('button', { name: 'More Adult tickets' }, ui)
  fireEvent.click(more)
  fireEvent.click(more)
}

/** The server has answered and the dialog shows its warning. */
async function warned(card: ReturnType<typeof inside>, text: string) {
  await waitFor(
    () => expect(card.getAllByRole('status').map((status) => status.textContent)).toContain(text),
    ui,
  )
}

describe('the tour dialog', () => {
  it('uses fixtures the domain schemas accept', () => {
    expect(tourDetailSchema.parse(KAYAK)).toEqual(KAYAK)
  })

  it('goes from the calendar to a departure and tickets, shows the server total, and adds to the shared cart', async () => {
    const events = recordEvents('jaunt:view-item', 'jaunt:add-to-cart', 'jaunt:view-cart')
    const cartElement = await mount('jaunt-cart', { site: '1', 'api-base': server.origin })
    const { card } = await openKayak()

    // Sold-out and few-left days are marked; the sold-out one cannot be chosen.
    const soldOut = await findDay(card, addDays(localToday(), 2), /Sold out/)
    expect(soldOut.getAttribute('aria-disabled')).toBe('true')
    expect(await findDay(card, addDays(localToday(), 1), /Few left, 2 left/)).toBeTruthy()

    await chooseTodayAndTwoAdults(card)
    expect(card.getByText('Minimum booking: 2 guests')).toBeTruthy()
    // The total comes from ticket-availability, once the counts have settled.
    await priced(card)
    expect(card.getByRole('dialog').querySelector('footer')?.textContent?.replace(/\s+/g, ' ')).toContain(
      'TotalNOK 2,180.00',
    )
    const checks = server.requests('POST', '/availability/public/tour/2/ticket-availability')
    expect(checks.at(-1)?.body).toEqual({
      option_id: 3,
      date: localToday(),
      start_time: '09:00',
      tickets: [{ ticket_id: 9, count: 2 }],
    })

    fireEvent.click(card.getByRole('button', { name: 'Add to cart' }))

    const drawer = await inside(cartElement).findByRole('dialog', { name: 'Your cart' }, ui)
    expect(drawer.textContent).toContain(KAYAK.name)
    expect(inside(cartElement).getByRole('button', { name: 'Cart, 1 item' })).toBeTruthy()
    const added = server.requests('POST', '/gateway/booking/public/cart-reservation').at(-1)
    expect(added?.query.get('request_for_widget')).toBe('true')
    expect(added?.query.get('site_id')).toBe('1')
    expect(added?.body).toEqual([
      {
        cart_type: 'tour',
        service_id: 2,
        option_id: 3,
        date: localToday(),
        start_time: '09:00',
        tickets: [{ ticket_id: 9, count: 2 }],
      },
    ])
    expect(localStorage.getItem('jaunt_cart_ref_1')).toBe(market.cart?.cart_ref)
    expect(cartSchema.parse(market.cart)).toBeTruthy()

    expect(events.named('jaunt:view-item')[0]?.detail).toMatchObject({
      site_id: 1,
      items: [{ item_id: 'ACT-FLAM-KAYAK' }],
    })
    const addEvent = events.named('jaunt:add-to-cart')[0]
    expect(addEvent?.composed).toBe(true)
    expect(addEvent?.detail).toMatchObject({
      value: 2180,
      currency: 'NOK',
      cart_count: cartCount(market.cart),
    })
    events.stop()
  })

  it('prices group tickets per member and says the group size', async () => {
    const { card } = await openKayak()
    await chooseToday(card)
    fireEvent.click(await card.findByRole('button', { name: '09:00' }, ui))
    expect(await card.findByText('Group of 4', {}, ui)).toBeTruthy()
    expect(card.getByText('NOK 400.00 per person · NOK 1,600.00 per group')).toBeTruthy()
    fireEvent.click(card.getByRole('button', { name: 'More Family tickets' }))
    await card.findByText('NOK 1,600.00', { selector: 'span' }, ui)
  })

  it('says why no more tickets can be added once the departure’s places are taken', async () => {
    const { card } = await openKayak()
    await chooseToday(card)
    fireEvent.click(await card.findByRole('button', { name: '13:00, 2 left' }, ui))
    const more = await card.findByRole('button', { name: 'More Adult tickets' }, ui)
    fireEvent.click(more)
    fireEvent.click(more)
    expect((more as HTMLButtonElement).disabled).toBe(true)
    expect(card.getByText('Only 2 places left')).toBeTruthy()
  })

  it('says the minimum booking once, as a warning, below the minimum', async () => {
    const { card } = await openKayak()
    await chooseToday(card)
    fireEvent.click(await card.findByRole('button', { name: '09:00' }, ui))
    fireEvent.click(await card.findByRole('button', { name: 'More Youth tickets' }, ui))
    await warned(card, 'Minimum booking: 2 guests')
    expect(card.getAllByText('Minimum booking: 2 guests')).toHaveLength(1)
    expect(card.queryByText('The minimum booking is 2 guests')).toBeNull()
    expect((card.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('does not repeat the minimum under each ticket line', async () => {
    await server.close()
    server = await startFixtureServer(
      marketplaceRoutes(market, [
        {
          method: 'GET',
          path: '/core/public/tours/2',
          answer: () => ({ status: 200, body: { ...KAYAK, min_booking: 3 } }),
        },
        {
          method: 'POST',
          path: '/availability/public/tour/2/ticket-availability',
          answer: ({ body }) => ({ status: 200, body: checkKayakTickets(body as TourSelection, 3) }),
        },
      ]),
    )
    const { card } = await openKayak()
    await chooseToday(card)
    fireEvent.click(await card.findByRole('button', { name: '09:00' }, ui))
    fireEvent.click(await card.findByRole('button', { name: 'More Adult tickets' }, ui))
    fireEvent.click(card.getByRole('button', { name: 'More Youth tickets' }))
    await warned(card, 'Minimum booking: 3 guests')
    expect(card.getAllByText('Minimum booking: 3 guests')).toHaveLength(1)
    expect(card.queryByText('The minimum booking is 3 guests')).toBeNull()
  })

  it('shows the server refusal in the dialog and keeps it open', async () => {
    const { card } = await openKayak()
    await chooseTodayAndTwoAdults(card)
    await priced(card)
    market.refuseNextAdd = { status: 409, message: 'This departure is sold out' }
    fireEvent.click(card.getByRole('button', { name: 'Add to cart' }))
    expect((await card.findByRole('alert', {}, ui)).textContent).toContain('This departure is sold out')
    expect(card.getByRole('dialog', { name: KAYAK.name })).toBeTruthy()
  })
})
