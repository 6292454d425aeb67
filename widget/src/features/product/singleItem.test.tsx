import { localToday } from '@jaunt/ui'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import {
  cartOf,
  createMarketplace,
  demoSite,
  KAYAK,
  kayakReservation,
  marketplaceRoutes,
  type Marketplace,
} from '../../testing/fixtures'
import { findDay } from '../../testing/calendar'
import { defineElements, inside, mount, recordEvents, resetPage } from '../../testing/page'

let server: FixtureServer
let market: Marketplace
const ui = { timeout: 4000 }

beforeAll(() => defineElements('jaunt-product', 'jaunt-cart'))
beforeEach(async () => {
  market = createMarketplace({
    site: demoSite({ booking_flow_settings: { process_single_cart_item: true } }),
  })
  server = await startFixtureServer(marketplaceRoutes(market))
})
afterEach(async () => {
  await resetPage()
  await server.close()
})

describe('the single-cart-item flow', () => {
  it('skips the cart: an add begins checkout at once, in a cart of its own', async () => {
    market.cart = cartOf([
      kayakReservation('5e0d1c9a-0000-4000-8000-0000000000d4', {
        option_id: 3,
        date: '2030-06-03',
        start_time: '09:00',
        tickets: [{ ticket_id: 9, count: 1 }],
      }),
    ])
    localStorage.setItem('jaunt_cart_ref_1', market.cart.cart_ref)
    const events = recordEvents('jaunt:begin-checkout', 'jaunt:add-to-cart')
    const cart = await mount('jaunt-cart', { site: '1', 'api-base': server.origin })
    const element = await mount('jaunt-product', {
      type: 'activity',
      'product-id': '2',
      site: '1',
      'api-base': server.origin,
    })
    const product = inside(element)
    fireEvent.click(await product.findByRole('button', { name: /Book now/ }, ui))
    fireEvent.click(await findDay(product, localToday()))
    fireEvent.click(await product.findByRole('button', { name: '09:00' }, ui))
    fireEvent.click(await product.findByRole('button', { name: 'More Adult tickets' }, ui))
    fireEvent.click(product.getByRole('button', { name: 'More Adult tickets' }))
    const add = product.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement
    await waitFor(() => expect(add.disabled).toBe(false), ui)
    fireEvent.click(add)

    // Checkout opens in place of the product, for the new cart's one item.
    const checkout = await product.findByRole('dialog', { name: 'Checkout' }, ui)
    expect(checkout.textContent).toContain(KAYAK.name)
    expect(product.getByRole('button', { name: 'Confirm booking' })).toBeTruthy()
    expect(events.named('jaunt:begin-checkout')[0]?.detail).toMatchObject({
      single_item: true,
      value: 2180,
      items: [{ item_name: KAYAK.name }],
    })
    expect(
      server.requests('POST', '/gateway/booking/public/cart-reservation').at(-1)?.query.get('cart_ref'),
    ).toBeNull()
    // No badge and no drawer: the site runs without a cart.
    expect(inside(cart).queryByRole('button')).toBeNull()
    expect(inside(cart).queryByRole('dialog')).toBeNull()
    events.stop()
  })
})
