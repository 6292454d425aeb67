import { localToday } from '@jaunt/ui'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import {
  cartOf,
  createMarketplace,
  kayakReservation,
  marketplaceRoutes,
  type Marketplace,
} from '../../testing/fixtures'
import { findDay } from '../../testing/calendar'
import { defineElements, inside, mount, resetPage } from '../../testing/page'

let server: FixtureServer
let market: Marketplace
const ui = { timeout: 4000 }

beforeAll(() => defineElements('jaunt-product', 'jaunt-cart'))
beforeEach(async () => {
  market = createMarketplace()
  server = await startFixtureServer(marketplaceRoutes(market))
})
afterEach(async () => {
  await resetPage()
  await server.close()
})

let cartElement: Element

async function openKayak() {
  cartElement = await mount('jaunt-cart', { site: '1', 'api-base': server.origin })
  const element = await mount('jaunt-product', {
    type: 'activity',
    'product-id': '2',
    site: '1',
    'api-base': server.origin,
  })
  const product = inside(element)
  fireEvent.click(await product.findByRole('button', { name: /Book now/ }, ui))
  await product.findByRole('dialog', {}, ui)
  return product
}

describe('a product priced in another currency than the cart', () => {
  it('says so before the guest picks anything, and leads to the cart to finish it first', async () => {
    const selection = {
      option_id: 3,
      date: '2030-06-03',
      start_time: '09:00',
      tickets: [{ ticket_id: 9, count: 1 }],
    }
    market.cart = cartOf([
      { ...kayakReservation('5e0d1c9a-0000-4000-8000-0000000000e1', selection), currency_code: 'EUR' },
    ])
    localStorage.setItem('jaunt_cart_ref_1', market.cart.cart_ref)
    const product = await openKayak()
    const notice = await product.findByText(/^Your cart is in EUR, and this is priced in NOK\./, {}, ui)
    expect(notice.textContent).toContain('Check out or empty your cart first')
    fireEvent.click(product.getByRole('button', { name: 'Go to your cart' }))
    // The drawer opens in the page's cart element (or, without one, in place).
    await waitFor(() => {
      const drawer = [inside(cartElement), product].map((root) =>
        root.queryByRole('dialog', { name: 'Your cart' }),
      )
      expect(drawer.some((found) => found !== null)).toBe(true)
    }, ui)
  })

  it('says nothing when the cart is in the product’s currency or empty', async () => {
    const product = await openKayak()
    await findDay(product, localToday())
    expect(product.queryByText(/^Your cart is in/)).toBeNull()
  })
})
