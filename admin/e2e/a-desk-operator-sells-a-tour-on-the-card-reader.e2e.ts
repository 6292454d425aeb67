import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import {
  bookingsOf,
  readerAt,
  tourWithOneDeparture,
  uniqueSuffix,
} from '../src/resources/card-reader/cardReader.fixtures'
import { BackOffice, DEMO_PASSWORD } from './backOffice'
import { serveStripeTerminal } from './stripeTerminal'

const origin = inject('baseUrl')
const GUEST = { first: 'Ingrid', last: 'Bakken', email: `ingrid.bakken.${Date.now()}@example.com` }
const LODGE = 'Fjordview Lodge Front Desk'

/** The product's API as a client calls it, for what the partner and the supplier set up beforehand. */
const api = {
  call: async <T>(token: string | null, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as T }
  },
  login: async (email: string) => {
    const response = await fetch(`${origin}/nauth/npanel/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })
    return (await response.json()) as { access_token: string; refresh_token: string }
  },
}

/**
 * The lodge's front desk as its partner sets it up in Terminal Settings (a location, a simulated reader,
 * the setup password), selling a new tour of the supplier's with one departure.
 */
async function lodgeDesk() {
  const unique = uniqueSuffix()
  const partner = (await api.login('partner@jaunt.test')).access_token
  const supplier = (await api.login('supplier@jaunt.test')).access_token
  const sites = await api.call<{ data: { data: { id: number; sub_domain: string }[] } }>(
    partner,
    'GET',
    '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
  )
  const siteId = sites.body.data.data.find((site) => site.sub_domain === 'lodge')!.id
  const tour = await tourWithOneDeparture(api, supplier, 'Desk journey', unique)
  const added = await api.call(
    partner,
    'POST',
    `/core/v1/profile/partner/white-label/store-service/${siteId}`,
    {
      add: [tour.tourId],
    },
  )
  expect(added.status).toBe(200)
  return { partner, siteId, ...tour, ...(await readerAt(api, partner, siteId, unique)) }
}

const browser = await openBrowser()

describe('journey: a desk operator sells a tour on the card reader, and the partner sees the booking', () => {
  it('starts the lodge’s reader with the setup password, charges the guest’s card and shows the booking', async () => {
    const desk = await lodgeDesk()
    const office = new BackOffice(await newPage(browser))
    const { page } = office
    await serveStripeTerminal(page, inject('stripeOrigin'))
    const choose = async (label: string, option: string) => {
      await page.getByRole('combobox', { name: label }).click()
      await page.getByRole('option', { name: option, exact: true }).click()
    }

    await office.logIn('operator@jaunt.test')
    await office.open('/en/npanel/card-reader')
    await page.getByRole('heading', { level: 1, name: 'Card reader' }).waitFor()
    await choose('Site', LODGE)
    await page.getByLabel('Setup password').fill(desk.setupPassword)
    await page.getByRole('button', { name: 'Start the card reader' }).click()
    await choose('Location', desk.locationName)
    await choose('Reader', desk.readerName)
    await page.getByRole('button', { name: 'Use this reader' }).click()
    await page.getByText(`Reader: ${desk.readerName} at ${desk.locationName}`).waitFor()

    await choose('Tour', desk.tourName)
    await page.getByLabel('Date').fill(desk.day)
    await choose('Departure', `Deck seats ${desk.startTime}`)
    await page.getByRole('spinbutton', { name: /^Adult/ }).fill('2')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('list', { name: 'Cart' }).getByText(desk.tourName).waitFor()
    await page.getByLabel('First name').fill(GUEST.first)
    await page.getByLabel('Last name').fill(GUEST.last)
    await page.getByLabel('Email').fill(GUEST.email)
    await page.getByRole('button', { name: 'Charge on reader' }).click()
    const paid = page.getByText(/^Paid and booked: /)
    await paid.waitFor({ timeout: 20_000 })
    await page.screenshot({ path: 'scripts/e2e/screenshots/card-reader-paid.png', fullPage: true })

    const [booking] = await bookingsOf(api, desk.partner, desk.siteId, GUEST.email)
    expect(booking).toMatchObject({ status: 4, product_name: desk.tourName })
    expect(await paid.textContent()).toBe(`Paid and booked: ${booking!.booking_number}`)
    await page.context().close()

    // The partner finds the desk's sale in Reservations, confirmed.
    const partner = new BackOffice(await newPage(browser))
    await partner.logIn('partner@jaunt.test')
    await partner.open('/en/npanel/reservations')
    await partner.page.getByPlaceholder('Search by ref, guest or product').fill(GUEST.last)
    const row = partner.page.getByRole('row').filter({ hasText: `${GUEST.first} ${GUEST.last}` })
    await row.waitFor({ timeout: 15_000 })
    expect(await row.getByText('Confirmed').isVisible()).toBe(true)
    expect(await row.getByText(desk.tourName).isVisible()).toBe(true)
  })
})
