import { addDays, localToday } from '@jaunt/ui'
import { act } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connectSite } from '../../site/registry'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import {
  cartOf,
  createMarketplace,
  kayakReservation,
  marketplaceRoutes,
  type Marketplace,
} from '../../testing/fixtures'
import { defineElements, inside, mount, resetPage } from '../../testing/page'

// One page of the test is this tab; the other tab is what it leaves behind: the server's cart,
// the shared localStorage and the `storage` event a browser delivers to every other tab.
let server: FixtureServer
let market: Marketplace
const ui = { timeout: 4000 }
const KEY = 'jaunt_cart_ref_1'
const OTHER_CART = '7a1c0d2e-0000-4000-8000-0000000000c1'
const day = addDays(localToday(), 3)
const kayak = { option_id: 3, date: day, start_time: '09:00', tickets: [{ ticket_id: 9, count: 2 }] }
const kayakItem = { cart_type: 'tour' as const, service_id: 2, ...kayak }

beforeAll(() => defineElements('jaunt-cart'))
beforeEach(async () => {
  market = createMarketplace()
  server = await startFixtureServer(marketplaceRoutes(market))
})
afterEach(async () => {
  await resetPage()
  await server.close()
})

async function openTab() {
  const element = await mount('jaunt-cart', { site: '1', 'api-base': server.origin })
  const store = await connectSite({ apiBase: server.origin, site: { id: 1 }, locale: 'en' })
  // The badge says 0 items while the stored cart loads too: wait until it is loaded.
  return { badge: (name: string) => inside(element).findByRole('button', { name, busy: false }, ui), store }
}

/** The other tab stores a cart ref (or removes it); the browser tells this tab. */
function otherTabStores(cartRef: string | null) {
  const oldValue = localStorage.getItem(KEY)
  if (cartRef) localStorage.setItem(KEY, cartRef)
  else localStorage.removeItem(KEY)
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: KEY, oldValue, newValue: cartRef, storageArea: localStorage }),
    )
  })
}

const addsSent = () =>
  server.requests('POST', '/gateway/booking/public/cart-reservation').map((r) => r.query.get('cart_ref'))

describe('the cart across tabs', () => {
  it('adds to the cart another tab started after this one opened, instead of a new one', async () => {
    const tab = await openTab()
    await tab.badge('Cart, 0 items')
    market.cart = cartOf([kayakReservation('5e0d1c9a-0000-4000-8000-0000000000a1', kayak)], [], OTHER_CART)
    localStorage.setItem(KEY, OTHER_CART)
    await act(() => tab.store.getState().addToCart([kayakItem]))
    expect(addsSent()).toEqual([OTHER_CART])
    expect(localStorage.getItem(KEY)).toBe(OTHER_CART)
    await tab.badge('Cart, 2 items')
  })

  it('shows the cart another tab started or changed, as soon as the browser says so', async () => {
    const tab = await openTab()
    await tab.badge('Cart, 0 items')
    market.cart = cartOf([kayakReservation('5e0d1c9a-0000-4000-8000-0000000000a1', kayak)], [], OTHER_CART)
    otherTabStores(OTHER_CART)
    await tab.badge('Cart, 1 item')
    // Adding to the same cart keeps its ref; the tab looks again when the guest comes back to it.
    market.cart = cartOf(
      [...market.cart.reservations, kayakReservation('5e0d1c9a-0000-4000-8000-0000000000a2', kayak)],
      [],
      OTHER_CART,
    )
    act(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await tab.badge('Cart, 2 items')
  })

  it('empties when the other tab has booked the cart, and the next add starts a new one', async () => {
    market.cart = cartOf([kayakReservation('5e0d1c9a-0000-4000-8000-0000000000a1', kayak)], [], OTHER_CART)
    localStorage.setItem(KEY, OTHER_CART)
    const tab = await openTab()
    await tab.badge('Cart, 1 item')
    otherTabStores(null)
    await tab.badge('Cart, 0 items')
    await act(() => tab.store.getState().addToCart([kayakItem]))
    expect(addsSent()).toEqual([null])
  })

  it('starts a new cart when the stored one was paid', async () => {
    const paid = kayakReservation('5e0d1c9a-0000-4000-8000-0000000000a1', kayak, { status: 'CONFIRM' })
    market.cart = cartOf([paid], [], OTHER_CART)
    localStorage.setItem(KEY, OTHER_CART)
    const tab = await openTab()
    await tab.badge('Cart, 0 items')
    expect(localStorage.getItem(KEY)).toBeNull()
    await act(() => tab.store.getState().addToCart([kayakItem]))
    expect(addsSent()).toEqual([null])
  })

  it('keeps the cart a booking in this tab did not pay for', async () => {
    market.cart = cartOf([kayakReservation('5e0d1c9a-0000-4000-8000-0000000000a1', kayak)], [], OTHER_CART)
    localStorage.setItem(KEY, OTHER_CART)
    const tab = await openTab()
    await tab.badge('Cart, 1 item')
    // This tab booked an earlier cart; the other tab's newer cart stays.
    act(() => tab.store.getState().forgetCart('0b7c6a52-3d3c-4d38-9a65-000000000009'))
    expect(localStorage.getItem(KEY)).toBe(OTHER_CART)
    await tab.badge('Cart, 1 item')
  })
})
