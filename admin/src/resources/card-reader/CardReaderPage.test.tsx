import type { TokenPair } from '@jaunt/domain'
import type { StripeTerminal } from '@stripe/terminal-js'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { LODGE_SETUP_PASSWORD } from '../../test/lodgeDesk'
import { renderApp, resetBrowserState } from '../../test/renderApp'

vi.setConfig({ testTimeout: 90_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
const stripeOrigin = inject('stripeOrigin')
let partner: TokenPair
let operator: TokenPair
let lodgeId: number
const unique = `${Date.now()}`
const readerName = `Desk reader ${unique}`
const locationName = `Desk ${unique}`

beforeAll(async () => {
  partner = await api.login('partner@jaunt.test')
  operator = await api.login('operator@jaunt.test')
  const sites = await api.call<{ data: { data: { id: number; sub_domain: string }[] } }>(
    partner.access_token,
    'GET',
    '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
  )
  lodgeId = sites.body.data.data.find((site) => site.sub_domain === 'lodge')!.id
  const location = await api.call<{ id: number }>(
    partner.access_token,
    'POST',
    '/core/v1/terminal-locations',
    {
      site_id: lodgeId,
      name: locationName,
      address_line_1: 'Fjordgata 1',
      city: 'Tromsø',
      postal_code: '9008',
      state: 'Troms',
      country: 'NO',
    },
  )
  await api.call(partner.access_token, 'POST', '/core/v1/terminal-readers', {
    site_id: lodgeId,
    name: readerName,
    registration_code: 'simulated-wpe',
    location: location.body.id,
  })
  await api.call(partner.access_token, 'POST', `/core/v1/partner-sites/${lodgeId}/stripe-setup-credential`, {
    password: LODGE_SETUP_PASSWORD,
  })
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

/**
 * Stripe Terminal's SDK at its boundary: a simulated reader that processes the collected card by
 * confirming the intent at (the stand-in of) Stripe's API, as the real reader does.
 */
function standInTerminal() {
  const connectionTokens: string[] = []
  const sdk = {
    create: ({ onFetchConnectionToken }: { onFetchConnectionToken: () => Promise<string> }) => ({
      discoverReaders: async () => {
        connectionTokens.push(await onFetchConnectionToken())
        return { discoveredReaders: [{ id: 'tmr_simulated', label: readerName, status: 'online' }] }
      },
      connectReader: async (reader: unknown) => ({ reader }),
      collectPaymentMethod: async (clientSecret: string) => {
        return { paymentIntent: { id: clientSecret.split('_secret_')[0] } }
      },
      processPayment: async (intent: { id: string }) => {
        const response = await fetch(`${stripeOrigin}/v1/payment_intents/${intent.id}/confirm`, {
          method: 'POST',
        })
        return { paymentIntent: await response.json() }
      },
      cancelCollectPaymentMethod: async () => ({}),
      disconnectReader: async () => ({}),
    }),
  }
  return { load: async () => sdk as unknown as StripeTerminal, connectionTokens }
}

async function choose(label: string, option: string | RegExp) {
  const select = await screen.findByRole('combobox', { name: label })
  await waitFor(() => {
    fireEvent.mouseDown(select)
    fireEvent.click(within(screen.getByRole('listbox')).getAllByRole('option', { name: option })[0]!)
  })
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

async function startReader(terminal: ReturnType<typeof standInTerminal>) {
  await renderApp(api, '/en/npanel/card-reader', { tokens: operator, loadTerminalSdk: terminal.load })
  await screen.findByLabelText('Setup password')
  type('Setup password', 'wrong-password')
  fireEvent.click(screen.getByRole('button', { name: 'Start the card reader' }))
  expect(await screen.findByText('Please enter valid password')).toBeTruthy()
  type('Setup password', LODGE_SETUP_PASSWORD)
  fireEvent.click(screen.getByRole('button', { name: 'Start the card reader' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Use this reader' }))
  expect(await screen.findByText('Please select location')).toBeTruthy()
  await choose('Location', locationName)
  await choose('Reader', readerName)
  fireEvent.click(screen.getByRole('button', { name: 'Use this reader' }))
  await screen.findByText(`Reader: ${readerName} at ${locationName}`)
}

/**
 * A tour the lodge sells with a bookable departure, and its day: other test files add products to the
 * sites on the same API at the same time, and not every product has departures on every day.
 */
async function bookableTour() {
  const catalog = await api.call<{ data: { id: number; name: string }[] }>(
    null,
    'POST',
    `/core/public/white-label/catalog?site_id=${lodgeId}`,
    { service_type: 1, page: 1 },
  )
  for (let days = 20; days <= 80; days += 5) {
    const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    for (const tour of catalog.body.data) {
      const options = await api.call<{ slots: { bookable: boolean; remaining: number }[] }[]>(
        null,
        'POST',
        `/availability/public/tour/${tour.id}/options-with-date`,
        { date: day },
      )
      const open =
        Array.isArray(options.body) &&
        options.body.some((option) => option.slots.some((slot) => slot.bookable && slot.remaining >= 2))
      if (open) return { name: tour.name, day }
    }
  }
  throw new Error('the lodge sells no tour with a bookable departure')
}

async function fillCart() {
  const { name, day } = await bookableTour()
  await choose('Tour', name)
  type('Date', day)
  await choose('Departure', /.+/)
  const counts = await screen.findAllByRole('spinbutton')
  fireEvent.change(counts[0]!, { target: { value: '2' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
  await screen.findByRole('list', { name: 'Cart' })
  type('First name', 'Kari')
  type('Last name', 'Nordmann')
}

describe('Card reader (card-reader)', () => {
  it('starts the site’s reader with the setup password, then builds the desk cart and checks the guest', async () => {
    const terminal = standInTerminal()
    await startReader(terminal)
    await fillCart()
    type('Email', 'not-an-email')
    fireEvent.click(screen.getByRole('button', { name: 'Charge on reader' }))
    expect(await screen.findByText('Please enter valid email.')).toBeTruthy()
  })
})
