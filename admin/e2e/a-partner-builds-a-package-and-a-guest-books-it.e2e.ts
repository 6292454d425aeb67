import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { PackageDialog } from '../../widget/e2e/stay-dialogs'
import { CartDrawer, CheckoutDialog, shownText, Storefront } from '../../widget/e2e/storefront-page'
import { BackOffice } from './backOffice'

const SITE = 'Fjord & Fell Adventures'
const ACTIVITY = 'Guided kayak trip on the Aurlandsfjord'
const HOTEL = 'Flåm Fjordside Hotel'
// Unique per run: the journeys share one server.
const NAME = `Aurland paddle and stay ${Date.now().toString(36)}`
const GUEST_EMAIL = `ingrid.${Date.now()}@example.com`

const browser = await openBrowser()
const office = new BackOffice(await newPage(browser))
const { page } = office

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

async function notified(page: Page, text: string | RegExp) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout: 20_000 })
}

async function openTab(name: string) {
  await page.getByRole('tab', { name, exact: true }).click()
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor()
}

async function addService(name: string) {
  await page.getByRole('combobox', { name: 'Add a service of this site' }).click()
  await page.getByRole('option', { name, exact: true }).click({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Add service' }).click()
  await page
    .getByRole('table', { name: 'Services in this package' })
    .getByRole('row')
    .filter({ hasText: name })
    .waitFor()
}

describe('journey: a partner builds a package in the back office, a guest books it, both find the booking', () => {
  it('creates the package from the site’s catalogue: products, settings, text and picture, then publishes it', async () => {
    await office.logIn('partner@jaunt.test')
    await office.chooseSite(SITE)
    await office.menu.getByRole('menuitem', { name: 'Packages' }).click()
    await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor({ timeout: 20_000 })
    await page.getByLabel('New package name').fill(NAME)
    await page.getByRole('button', { name: 'Create package' }).click()
    await page.waitForURL(/\/en\/npanel\/\d+\/packages\/\d+/, { timeout: 20_000 })
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor({ timeout: 20_000 })

    // Products: the kayak trip on the first day, a night at the hotel the same evening.
    await addService(ACTIVITY)
    await addService(HOTEL)
    await page.getByRole('button', { name: 'Save products' }).click()
    await notified(page, 'Saved.')

    // Settings: start dates ahead, one night, priced for two adults in one room, 10 % margin.
    await openTab('Settings')
    await page.getByLabel('First start date').fill(isoDay(2))
    await page.getByLabel('Last start date').fill(isoDay(60))
    await page.getByLabel('Nights').fill('1')
    await page.getByLabel('Adults').fill('2')
    await page.getByLabel('Children').fill('0')
    await page.getByLabel('Rooms').fill('1')
    await page.getByLabel('Margin', { exact: true }).fill('10')
    await page.getByLabel('Places per start date').fill('6')
    await page.getByRole('button', { name: 'Save' }).click()
    await notified(page, 'Saved.')
    await page.getByText(/^Price per guest: /).waitFor()

    // Text and a picture taken from its services.
    await openTab('Text and pictures')
    await page.getByLabel('Short description').fill('Paddle the Aurlandsfjord, then sleep by the water.')
    await page.getByRole('checkbox').first().check({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Save' }).click()
    await notified(page, 'Saved.')

    // Published: a new package is a draft (Inactive).
    await page.getByRole('button', { name: 'Status: Inactive' }).click()
    await page.getByRole('menuitem', { name: 'Active', exact: true }).click()
    await notified(page, 'Status changed to Active.')
    await page.getByRole('button', { name: 'Status: Active' }).waitFor()

    // On sale on the partner's site, from the Marketplace page like any product.
    await office.menu.getByRole('menuitem', { name: 'Marketplace' }).click()
    await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor({ timeout: 20_000 })
    await page.getByPlaceholder('Search by name or code').fill(NAME)
    // Once the list shows only what the search found: a list still loading would redraw the switch
    // from its older answer right after the click.
    const switches = page.getByRole('switch', { name: /^On this site: / })
    await expect.poll(() => switches.count(), { timeout: 20_000 }).toBe(1)
    const toggle = page.getByRole('switch', { name: `On this site: ${NAME}` })
    // The switch turns on from the list's cache a moment after the click (optimistic), not within it:
    // Playwright's check() reads it at once and failed when the redraw came late. Click, then wait for it.
    await toggle.click()
    await notified(page, `${NAME} is on this site.`)
    await expect.poll(() => toggle.isChecked()).toBe(true)
  })

  it('a guest finds the package on the partner’s page, picks a start date and books it', async () => {
    const guest = await newPage(browser)
    await guest.goto(`${inject('baseUrl')}/embed-demo`)
    const storefront = new Storefront(guest)
    await storefront.waitForResults()
    await storefront.search(NAME)
    await storefront.open(NAME)

    const pkg = new PackageDialog(guest)
    await pkg.chooseFirstStartDate()
    await pkg.pricedTotal()
    await pkg.addToCart()
    const cart = new CartDrawer(guest)
    await cart.waitForItem(NAME)
    await cart.drawer.getByRole('button', { name: 'Checkout' }).click()

    const checkout = new CheckoutDialog(guest)
    await checkout.dialog.waitFor({ timeout: 15_000 })
    await checkout.fillInGuest({ first: 'Ingrid', last: 'Aurland', email: GUEST_EMAIL, phone: '912 34 567' })
    await checkout.confirm()
    await checkout.waitUntilConfirmed()
    expect(await shownText(checkout.booked)).toContain(NAME)
    await guest.close()
  })

  it('the partner finds it in Reservations as a package and opens its page with both services', async () => {
    await office.open('/en/npanel/reservations')
    await page.getByPlaceholder('Search by ref, guest or product').fill(GUEST_EMAIL)
    const row = page.getByRole('row').filter({ hasText: GUEST_EMAIL })
    await row.waitFor({ timeout: 20_000 })
    const text = await shownText(row)
    expect(text).toContain(NAME)
    expect(text).toContain('Package')
    await row.getByText(NAME).click()
    await page.waitForURL(/\/en\/npanel\/reservations\/[0-9a-f-]{36}\/\d+$/, { timeout: 20_000 })
    const services = page.getByRole('table', { name: 'Services in the package' })
    await services.waitFor({ timeout: 20_000 })
    const listed = await shownText(services)
    expect(listed).toContain(ACTIVITY)
    expect(listed).toContain(HOTEL)
    expect(await shownText(page.getByRole('region', { name: 'Guest' }))).toContain(GUEST_EMAIL)
  })

  it('the guest opens the booking from the link in the confirmation mail', async () => {
    const outbox = await newPage(browser)
    await outbox.goto(`${inject('baseUrl')}/dev/mail`)
    const mail = outbox.locator('article', { hasText: `To ${GUEST_EMAIL}` }).first()
    await mail.waitFor({ timeout: 20_000 })
    // Mails are plain text made HTML: the link is a line of the body.
    const link = /https?:\/\/\S+\/en\/booking-details\/[0-9a-f-]{36}/.exec(await mail.innerText())?.[0]
    expect(link).toBeDefined()
    await outbox.goto(link!)
    await outbox.getByText(NAME).first().waitFor({ timeout: 30_000 })
    await outbox.close()
  })
})
