import { addDays, localToday } from '@jaunt/ui'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetSiteConnections } from '../../site/SiteGate'
import { resetSiteRegistry } from '../../site/registry'
import { resetCallCache } from '../../site/useCall'
import { checkoutRoutes, createCheckout } from '../../testing/checkoutFixtures'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import {
  cartOf,
  createMarketplace,
  kayakReservation,
  marketplaceRoutes,
  type Marketplace,
} from '../../testing/fixtures'
import { defineElements, inside, mount, resetPage, typeInto } from '../../testing/page'

let server: FixtureServer
let market: Marketplace
const ui = { timeout: 4000 }
const day = addDays(localToday(), 3)

beforeAll(() => defineElements('jaunt-checkout'))
beforeEach(async () => {
  market = createMarketplace({
    cart: cartOf([
      kayakReservation('5e0d1c9a-0000-4000-8000-0000000000a1', {
        option_id: 3,
        date: day,
        start_time: '09:00',
        tickets: [{ ticket_id: 9, count: 2 }],
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

async function openCheckout() {
  const element = await mount('jaunt-checkout', { site: '1', 'api-base': server.origin })
  const view = inside(element)
  await view.findByText('Guided kayak trip on the Aurlandsfjord', {}, ui)
  return { element, view }
}

/** A reload: the page's elements and module state go, the tab's storage stays. */
async function reload() {
  await act(async () => document.body.replaceChildren())
  resetSiteRegistry()
  resetSiteConnections()
  resetCallCache()
}

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value

describe('the guest’s details at checkout', () => {
  it('are still there after a reload of the page, for the same cart', async () => {
    const first = await openCheckout()
    typeInto(first.view.getByLabelText('First name'), 'Ada')
    typeInto(first.view.getByLabelText('Email'), 'ada@example.com')
    typeInto(first.view.getByLabelText('Phone number'), '+49 151 2345 6789')
    await reload()
    const { view } = await openCheckout()
    await waitFor(() => expect(valueOf(view.getByLabelText('First name'))).toBe('Ada'), ui)
    expect(valueOf(view.getByLabelText('Email'))).toBe('ada@example.com')
    expect(valueOf(view.getByLabelText('Phone number'))).toBe('+49 151 2345 6789')
  })

  it('are not offered for another cart', async () => {
    const first = await openCheckout()
    typeInto(first.view.getByLabelText('First name'), 'Ada')
    await reload()
    market.cart = { ...market.cart!, cart_ref: '0b7c6a52-3d3c-4d38-9a65-00000000ffff' }
    localStorage.setItem('jaunt_cart_ref_1', market.cart.cart_ref)
    const { view } = await openCheckout()
    expect(valueOf(view.getByLabelText('First name'))).toBe('')
  })

  it('are forgotten once the booking is made', async () => {
    const { view } = await openCheckout()
    const type = (label: string, value: string) => typeInto(view.getByLabelText(label), value)
    type('First name', 'Ada')
    type('Last name', 'Lovelace')
    type('Email', 'ada@example.com')
    type('Country', 'NO')
    type('Phone number', '912 34 567')
    const kept = `jaunt_checkout_details_${market.cart!.cart_ref}`
    expect(JSON.parse(sessionStorage.getItem(kept) ?? '{}')).toMatchObject({ first_name: 'Ada' })
    fireEvent.click(view.getByRole('button', { name: 'Confirm booking' }))
    expect(await view.findByText('Booking confirmed', {}, ui)).toBeTruthy()
    expect(sessionStorage.getItem(kept)).toBeNull()
  })

  it('takes the guest to the first field to fix when they try to go on', async () => {
    const { element, view } = await openCheckout()
    const confirm = await view.findByRole('button', { name: 'Confirm booking' }, ui)
    fireEvent.click(confirm)
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(view.getByLabelText('First name')), ui)
    typeInto(view.getByLabelText('First name'), 'Ada')
    typeInto(view.getByLabelText('Last name'), 'Lovelace')
    typeInto(view.getByLabelText('Email'), 'ada@')
    fireEvent.click(confirm)
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(view.getByLabelText('Email')), ui)
  })
})

describe('the order summary at checkout', () => {
  it('says when, and which tickets per guest type', async () => {
    market.cart = cartOf([
      kayakReservation('5e0d1c9a-0000-4000-8000-0000000000a1', {
        option_id: 3,
        date: day,
        start_time: '09:00',
        tickets: [
          { ticket_id: 9, count: 2 },
          { ticket_id: 10, count: 1 },
        ],
      }),
    ])
    const { view } = await openCheckout()
    const summary = view.getByRole('region', { name: 'Order summary' })
    expect(summary.textContent).toContain('09:00')
    expect(summary.textContent).toContain('2 × Adult, 1 × Youth')
  })
})
