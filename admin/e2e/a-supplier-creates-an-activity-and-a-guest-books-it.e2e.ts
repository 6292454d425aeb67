import { formatMoney } from '@jaunt/i18n'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { GERMAN } from '../../widget/e2e/guest-words'
import {
  CartDrawer,
  CheckoutDialog,
  shownText,
  spaced,
  Storefront,
  TourDialog,
} from '../../widget/e2e/storefront-page'
import { BackOffice } from './backOffice'

const ENGLISH_NAME = 'Blue ice kayak at dawn'
const GERMAN_NAME = 'Blaueis-Kajak im Morgengrauen'
const ADULT_PRICE = 650
const GROUP_PRICE = 2200

const browser = await openBrowser()
const office = new BackOffice(await newPage(browser))
const { page } = office

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** Picks a react-admin select's choice by the select's label and the choice's name. */
async function choose(page: Page, label: string, choice: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: choice, exact: true }).click()
}

async function notified(page: Page, text: string | RegExp) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout: 15_000 })
}

describe('journey: a supplier creates an activity, a guest books it on a partner page, the supplier sees the booking', () => {
  let tourId = ''
  let bookingNumber = ''

  it('creates the activity with English and German texts, an option, two tickets and a weekly schedule', async () => {
    await office.logIn('supplier@jaunt.test')
    await office.open('/en/npanel/tour')
    await page.getByRole('link', { name: 'Create activity' }).click()
    await page.waitForURL('**/en/npanel/tour/-1')

    // Vital details: where, in which currency, how long.
    await choose(page, 'Location', 'Flåm')
    await page.getByLabel('Address').fill('Flåm harbour, 5742 Flåm')
    await page.getByLabel('Currency').fill('NOK')
    await page.getByLabel('Hours').fill('3')
    await page.getByLabel('Minutes').fill('0')

    // Basic details: the English texts, then the German ones on their own tab.
    await page.getByRole('tab', { name: 'Basic details' }).click()
    await page.getByLabel('Name').fill(ENGLISH_NAME)
    await page.getByLabel('Short description').fill('Paddle to the glacier’s blue ice as the sun rises.')
    await page.getByRole('tab', { name: 'Deutsch' }).click()
    expect(await page.getByText(`Empty: guests see the English text, “${ENGLISH_NAME}”`).isVisible()).toBe(
      true,
    )
    await page.getByLabel('Name').fill(GERMAN_NAME)
    await page.getByLabel('Short description').fill('Paddeln Sie bei Sonnenaufgang zum blauen Gletschereis.')
    // A picture: an activity is published only with at least one.
    await page.getByRole('tab', { name: 'Gallery and widget' }).click()
    const picture = await sharp({
      create: { width: 640, height: 400, channels: 3, background: { r: 40, g: 110, b: 160 } },
    })
      .png()
      .toBuffer()
    await page.getByLabel('Upload images').setInputFiles({
      name: 'blue-ice.png',
      mimeType: 'image/png',
      buffer: picture,
    })
    await page.locator('img[src*="/media/uploads/"]').first().waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/en\/npanel\/tour\/\d+(\/[a-z-]+)?$/, { timeout: 15_000 })
    tourId = /\/tour\/(\d+)/.exec(new URL(page.url()).pathname)![1]!
    await page.getByRole('heading', { level: 1, name: ENGLISH_NAME }).waitFor()

    // An option with a morning start.
    await page.getByRole('link', { name: 'Options' }).click()
    await page.waitForURL(`**/en/npanel/tour/manage/${tourId}/options`)
    await page.getByRole('button', { name: 'Add option' }).click()
    await page.getByLabel('Option name').fill('Sunrise paddle')
    await page.getByLabel('Hours').fill('3')
    await page.getByLabel('Start times').fill('06:30')
    await page.getByRole('button', { name: 'Save' }).click()
    await notified(page, 'Option saved.')
    const optionRow = page.getByRole('row').filter({ hasText: 'Sunrise paddle' })
    expect(await shownText(optionRow)).toContain('06:30')

    // Every day of the next eight weeks, ten places a departure.
    await optionRow.getByRole('button', { name: 'Schedule' }).click()
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
      await page.getByLabel(day).check()
    await page.getByLabel('First date').fill(isoDay(1))
    await page.getByLabel('Last date').fill(isoDay(56))
    await page.getByLabel('Places per departure').fill('10')
    await page.getByRole('button', { name: 'Save' }).click()
    await notified(page, 'Schedule saved: 56 departures.')

    // Tickets: adults per person, and a group of four at one price.
    await page.getByRole('link', { name: 'Tickets' }).click()
    await page.waitForURL(`**/en/npanel/tour/manage/${tourId}/tickets`)
    const ticketTable = page.getByRole('table', { name: 'Tickets of Sunrise paddle' })
    const addTicket = async (guestType: string, price: number, perGroup?: number) => {
      await page.getByRole('button', { name: 'Add ticket' }).click()
      await choose(page, 'Guest type', guestType)
      await page.getByLabel('Price', { exact: true }).fill(String(price))
      if (perGroup) {
        await choose(page, 'Price applies', 'Per group')
        await page.getByLabel('Members in the group').fill(String(perGroup))
      }
      await page.getByRole('button', { name: 'Save' }).click()
      await ticketTable.getByRole('row').filter({ hasText: guestType }).waitFor({ timeout: 15_000 })
    }
    await addTicket('Adult', ADULT_PRICE)
    await addTicket('Group', GROUP_PRICE, 4)
    const tickets = await shownText(ticketTable)
    expect(tickets).toContain('Per person')
    expect(tickets).toContain('Per group of 4')

    // Published from its own page: a new activity starts Inactive.
    await office.open(`/en/npanel/tour/${tourId}`)
    await page.getByRole('button', { name: 'Status: Inactive' }).click()
    await page.getByRole('menuitem', { name: 'Active', exact: true }).click()
    await notified(page, 'Status changed to Active.')
    await page.getByRole('button', { name: 'Status: Active' }).waitFor()
  })

  it('the partner puts it on their site from the Marketplace page', async () => {
    const partner = new BackOffice(await newPage(browser))
    await partner.logIn('partner@jaunt.test')
    await partner.chooseSite('Fjord & Fell Adventures')
    await partner.menu.getByRole('menuitem', { name: 'Marketplace' }).click()
    await partner.page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor()
    await partner.page.getByPlaceholder('Search by name or code').fill('Blue ice')
    const toggle = partner.page.getByRole('switch', { name: `On this site: ${ENGLISH_NAME}` })
    await toggle.waitFor({ timeout: 15_000 })
    expect(await toggle.isChecked()).toBe(false)
    // The switch turns on from the list's cache a moment after the click: click, then wait for it.
    await toggle.click()
    await notified(partner.page, `${ENGLISH_NAME} is on this site.`)
    await expect.poll(() => toggle.isChecked()).toBe(true)
    await partner.page.screenshot({ path: 'scripts/e2e/screenshots/partner-marketplace.png' })
    await partner.page.close()
  })

  it('a German guest finds it through the storefront’s search on the partner’s page and books it', async () => {
    const guest = await newPage(browser, { locale: 'de-DE' })
    await guest.route('**/embed-demo', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace('<html lang="en">', '<html lang="de">')
      await route.fulfill({ response, body: html })
    })
    await guest.goto(`${inject('baseUrl')}/embed-demo`)
    const storefront = new Storefront(guest, GERMAN)
    await storefront.waitForResults()
    await storefront.search('Blaueis')
    await storefront.open(GERMAN_NAME)

    const tour = new TourDialog(guest, GERMAN)
    await tour.chooseAvailableDate()
    await tour.chooseFirstDeparture()
    // Both tickets are offered; the group's price is for the whole group.
    const offered = await shownText(tour.dialog)
    expect(offered).toContain(spaced(formatMoney(GROUP_PRICE, 'NOK', 'de')))
    await tour.addTickets(GERMAN.adult, 2)
    await tour.addToCart()
    const cart = new CartDrawer(guest, GERMAN)
    await cart.waitForItem(GERMAN_NAME)
    await cart.drawer.getByRole('button', { name: GERMAN.checkout }).click()

    const checkout = new CheckoutDialog(guest, GERMAN)
    await checkout.dialog.waitFor({ timeout: 10_000 })
    await checkout.fillInGuest({
      first: 'Greta',
      last: 'Berg',
      email: 'greta.berg@example.de',
      phone: '912 34 567',
    })
    await checkout.confirm()
    await checkout.waitUntilConfirmed()
    const booked = await shownText(checkout.booked)
    expect(booked).toContain(GERMAN_NAME)
    bookingNumber = (await checkout.booked.getByText(/^JT-[A-Z0-9]+$/).textContent()) ?? ''
    expect(bookingNumber).toMatch(/^JT-/)
    await guest.close()
  })

  it('the supplier sees the booking on the dashboard, named in German in the German back office', async () => {
    await office.open('/de/npanel/')
    const latest = page.getByRole('table', { name: 'Neueste Buchungen' })
    await latest.waitFor({ timeout: 15_000 })
    const row = latest.getByRole('row').filter({ hasText: bookingNumber })
    const text = await shownText(row)
    expect(text).toContain(GERMAN_NAME)
    expect(text).toContain('Greta Berg')
    expect(text).toContain(spaced(formatMoney(2 * ADULT_PRICE, 'NOK', 'de')))

    // The English back office names the same booking in English.
    await office.open('/en/npanel/')
    const english = page
      .getByRole('table', { name: 'Latest bookings' })
      .getByRole('row')
      .filter({ hasText: bookingNumber })
    expect(await shownText(english)).toContain(ENGLISH_NAME)
  })
})
