import { addDays, localToday } from '@jaunt/ui'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkoutRoutes, createCheckout, PAYMENT_REF, type Checkout } from '../../testing/checkoutFixtures'
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
import { installStripeStandIn, type StripeStandIn } from '../../testing/stripeStandIn'

let server: FixtureServer
let market: Marketplace
let checkout: Checkout
const ui = { timeout: 4000 }
const day = addDays(localToday(), 3)
const REF = '5e0d1c9a-0000-4000-8000-0000000000a1'

beforeAll(() => defineElements('jaunt-checkout'))

beforeEach(async () => {
  market = createMarketplace({
    cart: cartOf([
      kayakReservation(REF, {
        option_id: 3,
        date: day,
        start_time: '09:00',
        tickets: [{ ticket_id: 9, count: 2 }],
      }),
    ]),
  })
  checkout = createCheckout()
  server = await startFixtureServer(marketplaceRoutes(market, checkoutRoutes(market, checkout)))
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

type View = Awaited<ReturnType<typeof openCheckout>>['view']

function fillIn(view: View) {
  const type = (label: string, value: string) => typeInto(view.getByLabelText(label), value)
  type('First name', 'Ada')
  type('Last name', 'Lovelace')
  type('Email', 'ada@example.com')
  type('Country', 'NO')
  type('Phone number', '912 34 567')
}

const requests = (method: string, path: string) =>
  server.received.filter((request) => request.method === method && request.path.startsWith(path))

describe('checkout', () => {
  it('names each missing detail in the spec’s words and sends nothing', async () => {
    const { view } = await openCheckout()
    fireEvent.click(await view.findByRole('button', { name: 'Confirm booking' }, ui))
    expect(await view.findByText('Please enter first name.', {}, ui)).toBeTruthy()
    expect(view.getByText('Please enter email.')).toBeTruthy()
    expect(view.getByText('Please select country.')).toBeTruthy()
    expect(view.getByText('Please enter phone number.')).toBeTruthy()
    typeInto(view.getByLabelText('Email'), 'ada@')
    expect(view.getByText('Please enter valid email.')).toBeTruthy()
    expect(requests('POST', '/booking/public/hold-reservation')).toHaveLength(0)
  })

  it('says what the guest accepts by booking, with the site’s terms and privacy policy a click away', async () => {
    const { view } = await openCheckout()
    const terms = await view.findByRole('link', { name: 'booking terms' }, ui)
    expect(terms.closest('p')?.textContent).toBe(
      'By booking you accept the booking terms and the privacy policy.',
    )
    expect(terms.getAttribute('href')).toBe('http://demo.localhost:8080/en/terms-and-conditions')
    expect(view.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      'http://demo.localhost:8080/en/privacy-policy',
    )
  })

  it('books without payment: holds, confirms, shows the confirmed booking and forgets the cart', async () => {
    const events = recordEvents('jaunt:add-payment-info', 'jaunt:purchase')
    const { view } = await openCheckout()
    fillIn(view)
    fireEvent.click(view.getByRole('button', { name: 'Confirm booking' }))

    expect(await view.findByText('Booking confirmed', {}, ui)).toBeTruthy()
    expect(view.getByText('JNT-1000')).toBeTruthy()
    expect(view.getByText(PAYMENT_REF)).toBeTruthy()
    const [hold] = requests('POST', '/booking/public/hold-reservation/')
    expect(hold?.query.get('site_id')).toBe('1')
    expect(hold?.body).toEqual({
      order: {
        name: 'Ada Lovelace',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        country: 'NO',
        area_code: '+47',
        phone: '91234567',
      },
      stripe_payment_intent_id: null,
      stripe_secret: null,
    })
    expect(requests('POST', '/booking/public/confirm-reservation/')[0]?.body).toEqual({ status: 2 })
    expect(localStorage.getItem('jaunt_cart_ref_1')).toBeNull()
    await waitFor(() => expect(events.named('jaunt:purchase')).toHaveLength(1), ui)
    expect(events.named('jaunt:add-payment-info')[0]?.detail).toMatchObject({ payment_type: 'no-payment' })
    expect(events.named('jaunt:purchase')[0]?.detail).toMatchObject({
      transaction_id: PAYMENT_REF,
      outcome: 'Confirmed',
      currency: 'NOK',
      value: market.cart?.cart_total_price,
    })
    events.stop()
  })

  it('shows which item could not be held, releases the hold and books nothing', async () => {
    checkout.refuseHold = [{ reservation_ref: REF, message: 'This departure is sold out' }]
    const { view } = await openCheckout()
    fillIn(view)
    fireEvent.click(view.getByRole('button', { name: 'Confirm booking' }))

    expect(await view.findByText('This departure is sold out', {}, ui)).toBeTruthy()
    expect(view.getByText('Cart Items are Not Valid. Please review your cart and try again.')).toBeTruthy()
    expect(requests('PUT', `/booking/public/cancel-reservation/${market.cart?.cart_ref}`)).toHaveLength(1)
    expect(requests('POST', '/booking/public/confirm-reservation/')).toHaveLength(0)
    expect(localStorage.getItem('jaunt_cart_ref_1')).toBe(market.cart?.cart_ref)
  })
})

describe('checkout by card', () => {
  let stripe: StripeStandIn
  beforeEach(() => {
    market.site = { ...demoSite(), merchant_of_record: { type: 'partner', payment_method: ['card'] } }
    stripe = installStripeStandIn()
  })
  afterEach(() => stripe.uninstall())

  it('says the card details are empty before holding anything', async () => {
    const { view } = await openCheckout()
    fillIn(view)
    const pay = await view.findByRole('button', { name: /^Pay / }, ui)
    await waitFor(() => expect(stripe.mounted).toBe(true), ui)
    fireEvent.click(pay)
    expect(await view.findByText('Your card details is empty!', {}, ui)).toBeTruthy()
    expect(requests('POST', '/booking/public/hold-reservation/')).toHaveLength(0)
  })

  it('makes the intent, holds with it, confirms the card and waits for the payment to settle', async () => {
    stripe.card = 'complete'
    checkout.settlingAnswers = 1
    const { element, view } = await openCheckout()
    fillIn(view)
    await waitFor(() => expect(stripe.mounted).toBe(true), ui)
    // Stripe's frames live in the element's light DOM, shown through a slot in its shadow root.
    expect(element.querySelector('[slot^="jaunt-card-"]')).toBeTruthy()
    fireEvent.click(await view.findByRole('button', { name: /^Pay NOK\s2,180\.00$/ }, ui))

    expect(
      await view.findByText('We are confirming your payment. This page updates by itself.', {}, ui),
    ).toBeTruthy()
    expect(await view.findByText('Booking confirmed', {}, { timeout: 8000 })).toBeTruthy()
    expect(requests('POST', '/booking/public/create-payment-intent/')[0]?.body).toMatchObject({
      is_stripe_terminal_payment_method: false,
    })
    expect(requests('POST', '/booking/public/hold-reservation/')[0]?.body).toMatchObject({
      stripe_payment_intent_id: 'pi_1',
      stripe_secret: 'pi_1_secret_2',
    })
    expect(stripe.confirmed).toEqual([
      {
        clientSecret: 'pi_1_secret_2',
        returnUrl: `${server.origin}/booking-details/${PAYMENT_REF}?site=1&lang=en`,
        redirect: 'if_required',
      },
    ])
  }, 15_000)

  it('shows how long the places stay held while the guest answers their bank', async () => {
    stripe.card = 'complete'
    let passCheck = () => {}
    stripe.challenge = new Promise<void>((resolve) => (passCheck = resolve))
    const { view } = await openCheckout()
    fillIn(view)
    await waitFor(() => expect(stripe.mounted).toBe(true), ui)
    fireEvent.click(await view.findByRole('button', { name: /^Pay / }, ui))
    const timer = await view.findByRole('timer', {}, ui)
    expect(timer.textContent).toMatch(/^Your places are held for 1[45]:[0-5]\d$/)
    passCheck()
    expect(await view.findByText('Booking confirmed', {}, { timeout: 8000 })).toBeTruthy()
    expect(view.queryByRole('timer')).toBeNull()
  }, 15_000)

  it('releases the hold when the bank declines the card', async () => {
    stripe.card = 'complete'
    stripe.decline = 'Your card was declined.'
    const { view } = await openCheckout()
    fillIn(view)
    await waitFor(() => expect(stripe.mounted).toBe(true), ui)
    fireEvent.click(await view.findByRole('button', { name: /^Pay / }, ui))
    expect(await view.findByText('Your card was declined.', {}, ui)).toBeTruthy()
    expect(requests('PUT', '/booking/public/cancel-reservation/')).toHaveLength(1)
  })
})
