import { cartSchema, formatDisplayDate } from '@jaunt/domain'
import { addDays, localToday } from '@jaunt/ui'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import {
  cartOf,
  createMarketplace,
  demoSite,
  kayakReservation,
  marketplaceRoutes,
  type Marketplace,
} from '../../testing/fixtures'
import { defineElements, inside, mount, recordEvents, resetPage, typeInto } from '../../testing/page'
import { FLAM_WEEKEND, hotelReservation, reservedWeekend } from '../../testing/stayFixtures'

let server: FixtureServer
let market: Marketplace
const ui = { timeout: 4000 }
const day = addDays(localToday(), 3)

const kayakFor = (ref: string, count: number, overrides = {}) =>
  kayakReservation(
    ref,
    { option_id: 3, date: day, start_time: '09:00', tickets: [{ ticket_id: 9, count }] },
    overrides,
  )

// The weekend starts tomorrow, its one start date with places.
const weekendStart = addDays(localToday(), 1)
const weekendFor = (adult: number) =>
  reservedWeekend({ package_id: 43, date: weekendStart, adult, child: 0, rooms: [{ adult, child: 0 }] })

const REF_A = '5e0d1c9a-0000-4000-8000-0000000000a1'
const REF_B = '5e0d1c9a-0000-4000-8000-0000000000b2'

beforeAll(() => defineElements('jaunt-cart'))

beforeEach(async () => {
  market = createMarketplace()
  server = await startFixtureServer(marketplaceRoutes(market))
})

afterEach(async () => {
  await resetPage()
  await server.close()
})

/** A cart the guest filled on an earlier visit: its ref is in the page's storage. */
function withStoredCart(cart: Marketplace['cart']) {
  market.cart = cart
  if (cart) localStorage.setItem('jaunt_cart_ref_1', cart.cart_ref)
}

async function openCart() {
  const element = await mount('jaunt-cart', { site: '1', 'api-base': server.origin })
  const cart = inside(element)
  fireEvent.click(await cart.findByRole('button', { name: /^Cart, / }, ui))
  const drawer = await cart.findByRole('dialog', { name: 'Your cart' }, ui)
  return { element, cart, drawer }
}

const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ') ?? ''

describe('the cart drawer', () => {
  it('says the cart is empty and cannot check out', async () => {
    const { cart } = await openCart()
    expect(await cart.findByText('Your cart is empty.', {}, ui)).toBeTruthy()
    expect((cart.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true)
    expect(cart.getByText('Add something to your cart to check out.')).toBeTruthy()
  })

  it('lists each item with its date, tickets, price and the total in the cart currency', async () => {
    withStoredCart(cartOf([kayakFor(REF_A, 2), kayakFor(REF_B, 1)]))
    expect(cartSchema.parse(market.cart)).toBeTruthy()
    const { cart, drawer } = await openCart()

    const items = await cart.findAllByRole('listitem', {}, ui)
    const first = items.find((item) => text(item).includes('2 × Adult'))
    expect(first && text(first)).toContain('Guided kayak trip on the Aurlandsfjord')
    expect(first && text(first)).toContain('09:00')
    expect(first && text(first)).toContain('NOK 2,180.00')
    expect(cart.getByRole('button', { name: 'Cart, 2 items' })).toBeTruthy()
    expect(text(drawer.querySelector('footer') as Element)).toContain('TotalNOK 3,270.00')
    expect((cart.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(false)
    // The spec's date display, 'EEE, MMM dd yyyy'.
    expect(text(first as Element)).toMatch(/\w{3}, \w{3} \d{2} \d{4}/)
  })

  it('marks an item that can no longer be booked and blocks checkout', async () => {
    withStoredCart(cartOf([kayakFor(REF_A, 2, { status: false })]))
    const { cart } = await openCart()
    expect(await cart.findByText('Invalid cart item!', {}, ui)).toBeTruthy()
    expect(cart.getByRole('alert').textContent).toBe(
      'One of your cart items is not valid. Please review your cart and try again.',
    )
    expect((cart.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('removes an item, showing it as busy meanwhile, and tells the page', async () => {
    withStoredCart(cartOf([kayakFor(REF_A, 2), kayakFor(REF_B, 1)]))
    const events = recordEvents('jaunt:remove-from-cart')
    const { cart } = await openCart()
    const remove = (
      await cart.findAllByRole('button', { name: 'Remove Guided kayak trip on the Aurlandsfjord' }, ui)
    )[0]
    fireEvent.click(remove as HTMLElement)
    await waitFor(
      () =>
        expect(cart.getAllByRole('listitem').some((item) => item.getAttribute('aria-busy') === 'true')).toBe(
          true,
        ),
      ui,
    )
    await waitFor(() => expect(cart.getByRole('button', { name: 'Cart, 1 item' })).toBeTruthy(), ui)
    expect(
      server.requests('DELETE', '/gateway/booking/public/cart-reservation/:cartRef/:reservationRef')[0]?.path,
    ).toBe(`/gateway/booking/public/cart-reservation/${market.cart?.cart_ref}/${REF_A}`)
    expect(events.named('jaunt:remove-from-cart')[0]?.detail).toMatchObject({ value: 2180, cart_count: 1 })
    events.stop()
  })

  it('shows a stay with its check-in and check-out days, its nights and the server’s price', async () => {
    const checkOut = addDays(day, 2)
    const stay = hotelReservation(REF_A, {
      cart_type: 'hotel',
      service_id: 25,
      check_in: day,
      check_out: checkOut,
      rooms: [{ room_type_id: 10, rate_plan_id: 16, num_of_rooms: 1, num_of_adults: 2, num_of_children: 0 }],
    })
    withStoredCart(cartOf([stay]))
    const { cart } = await openCart()
    const row = (await cart.findAllByRole('listitem', {}, ui)).find((item) =>
      text(item).includes(stay.serviceable_name),
    ) as Element
    expect(text(row)).toContain(
      `${formatDisplayDate(day, 'en')} – ${formatDisplayDate(checkOut, 'en')} · 2 nights`,
    )
    expect(text(row)).toContain('1 room · 2 Adults')
    expect(text(row)).toContain('Double room · Flexible rate')
    expect(stay.price).toBeGreaterThan(0)
    expect(text(row)).toContain(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'NOK' })
        .format(stay.price)
        .replace(/\s/g, ' '),
    )
  })

  it('shows a package with its start date, its picture and its price in its currency', async () => {
    withStoredCart(cartOf([], [weekendFor(2)]))
    const { cart } = await openCart()
    const row = await cart.findByRole('listitem', {}, ui)
    await waitFor(() => expect(text(row)).toContain(formatDisplayDate(weekendStart, 'en')), ui)
    expect(text(row)).toContain('Package')
    expect(text(row)).toContain('2 Adults')
    expect(text(row)).toContain('NOK 6,980.00')
    expect(row.querySelector('img')?.getAttribute('src')).toBe(
      `${server.origin}${FLAM_WEEKEND.images[0]?.url}`,
    )
  })

  it('removes a package as a whole', async () => {
    withStoredCart(cartOf([], [weekendFor(2)]))
    const { cart } = await openCart()
    expect(await cart.findByText('2 Adults', {}, ui)).toBeTruthy()
    fireEvent.click(cart.getByRole('button', { name: 'Remove package Fjord weekend in Flåm' }))
    expect(await cart.findByText('Your cart is empty.', {}, ui)).toBeTruthy()
    expect(server.requests('DELETE', '/gateway/booking/public/cart-reservation/:cartRef')[0]?.body).toEqual({
      package_id: 43,
    })
  })

  it('saves a comment for the supplier on an item', async () => {
    withStoredCart(cartOf([kayakFor(REF_A, 2)]))
    const { cart } = await openCart()
    fireEvent.click(await cart.findByRole('button', { name: 'Add a comment for the supplier' }, ui))
    typeInto(cart.getByRole('textbox', { name: 'Comment for the supplier' }), 'One vegetarian lunch')
    fireEvent.click(cart.getByRole('button', { name: 'Save comment' }))
    expect(await cart.findByText('Saved', {}, ui)).toBeTruthy()
    expect(
      server.requests('POST', '/gateway/booking/public/cart-reservation/:reservationRef')[0],
    ).toMatchObject({
      path: `/gateway/booking/public/cart-reservation/${REF_A}`,
      body: { comments: 'One vegetarian lunch' },
    })
  })

  it('opens checkout with an event when the page does not take it over', async () => {
    withStoredCart(cartOf([kayakFor(REF_A, 2)]))
    window.dataLayer = []
    const events = recordEvents('jaunt:begin-checkout', 'jaunt:view-cart')
    const { cart } = await openCart()
    await waitFor(() => expect(events.named('jaunt:view-cart')).toHaveLength(1), ui)
    fireEvent.click(await cart.findByRole('button', { name: 'Checkout' }, ui))
    const checkout = await cart.findByRole('dialog', { name: 'Checkout' }, ui)
    expect(within(checkout).getByLabelText('First name')).toBeTruthy()
    expect(within(checkout).getByRole('button', { name: 'Confirm booking' })).toBeTruthy()
    expect(events.named('jaunt:begin-checkout')[0]?.detail).toMatchObject({
      value: 2180,
      currency: 'NOK',
      single_item: false,
    })
    expect(window.dataLayer).toContainEqual({
      event: 'begin_checkout',
      ecommerce: expect.objectContaining({ currency: 'NOK', value: 2180 }),
    })
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'view_cart' }))
    events.stop()
  })

  it('closes when the page takes over checkout', async () => {
    withStoredCart(cartOf([kayakFor(REF_A, 2)]))
    const takeOver = (event: Event) => event.preventDefault()
    document.addEventListener('jaunt:begin-checkout', takeOver)
    const { cart } = await openCart()
    // Checkout waits for the stored cart; a click before it has loaded does nothing.
    const checkout = await cart.findByRole('button', { name: 'Checkout' }, ui)
    await waitFor(() => expect((checkout as HTMLButtonElement).disabled).toBe(false), ui)
    fireEvent.click(checkout)
    await waitFor(() => expect(cart.queryByRole('dialog')).toBeNull(), ui)
    document.removeEventListener('jaunt:begin-checkout', takeOver)
  })

  it('forgets a cart the server no longer has', async () => {
    localStorage.setItem('jaunt_cart_ref_1', 'a4a4a4a4-0000-4000-8000-000000000000')
    const { cart } = await openCart()
    expect(await cart.findByText('Your cart is empty.', {}, ui)).toBeTruthy()
    expect(localStorage.getItem('jaunt_cart_ref_1')).toBeNull()
  })

  it('hides the badge when the site disables the cart', async () => {
    market.site = demoSite({
      header_settings: { ...demoSite().site_settings.header_settings, disable_cart: true },
    })
    const element = await mount('jaunt-cart', { site: '1', 'api-base': server.origin })
    await waitFor(() => expect(server.requests('GET', '/core/public/partner-sites/:id')).toHaveLength(1), ui)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(inside(element).queryByRole('button')).toBeNull()
  })
})
