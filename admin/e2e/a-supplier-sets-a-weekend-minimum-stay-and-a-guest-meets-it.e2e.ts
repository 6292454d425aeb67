import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { addDays } from '../../widget/e2e/booking-calendar'
import { ENGLISH } from '../../widget/e2e/guest-words'
import { CartDrawer, CheckoutDialog, shownText, Storefront } from '../../widget/e2e/storefront-page'
import { BackOffice } from './backOffice'

const HOTEL = 'Reine Rorbu Lodge'
const ROOMS = ['Sea cabin', 'Family loft'] as const
const DAY_MS = 86_400_000
// A Saturday three to four weeks ahead: far from any cut-off.
const SATURDAY = (() => {
  const day = new Date(Date.now() + 21 * DAY_MS)
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7))
  return day.toISOString().slice(0, 10)
})()
const MIN_STAY_REASON = 'This rate needs a stay of at least 2 nights'

const browser = await openBrowser()
const office = new BackOffice(await newPage(browser))
const { page } = office

async function choose(page: Page, label: string, choice: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: choice, exact: true }).click()
}

async function notified(page: Page, text: string | RegExp) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout: 15_000 })
}

/** The Accommodation Calendar of the hotel, on the month of the weekend. */
async function openCalendarOnTheWeekend() {
  await office.menu.getByRole('menuitem', { name: 'Accommodation Calendar' }).click()
  await page.getByRole('heading', { level: 1, name: 'Accommodation Calendar' }).waitFor()
  await choose(page, 'Hotel', HOTEL)
  const month = page.getByRole('heading', { level: 2 })
  for (let step = 0; step < 3; step++) {
    const shown = (await month.textContent()) ?? ''
    if (shown >= SATURDAY.slice(0, 7)) break
    await page.getByRole('button', { name: 'Next' }).click()
    await page.waitForFunction(
      (before) => document.querySelector('h2[aria-live]')?.textContent !== before,
      shown,
    )
  }
  expect(await month.textContent()).toBe(SATURDAY.slice(0, 7))
  await page
    .getByRole('gridcell', { name: `${ROOMS[0]}, Flexible: Price ${SATURDAY}` })
    .waitFor()
    .catch(async (error: unknown) => {
      await page.screenshot({ path: 'scripts/e2e/screenshots/hotel-calendar-failed.png', fullPage: true })
      throw error
    })
}

describe('journey: a supplier sets a weekend minimum stay on a new hotel, and a guest meets it', () => {
  let hotelId = ''

  it('creates the hotel with a picture, two room types and a connected rate plan, and makes it Active', async () => {
    await office.logIn('supplier@jaunt.test')
    await office.open('/en/npanel/hotel')
    await page.getByRole('link', { name: 'Create accommodation' }).click()
    await page.waitForURL('**/en/npanel/hotel/-1')
    await choose(page, 'Location', 'Flåm')
    await page.getByRole('tab', { name: 'Texts' }).click()
    await page.getByLabel('Name').fill(HOTEL)
    await page.getByRole('tab', { name: 'Images' }).click()
    const picture = await sharp({
      create: { width: 640, height: 400, channels: 3, background: { r: 180, g: 40, b: 40 } },
    })
      .png()
      .toBuffer()
    await page.getByLabel('Upload images').setInputFiles({
      name: 'rorbu.png',
      mimeType: 'image/png',
      buffer: picture,
    })
    await page.locator('img[src*="/media/uploads/"]').first().waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/en\/npanel\/hotel\/\d+(\/[a-z-]+)?$/, { timeout: 15_000 })
    hotelId = /\/hotel\/(\d+)/.exec(new URL(page.url()).pathname)![1]!
    await page.getByRole('heading', { level: 1, name: HOTEL }).waitFor()

    await page.getByRole('link', { name: 'Room types' }).click()
    await page.waitForURL(`**/en/npanel/hotel/manage/${hotelId}/room-types`)
    const roomTable = page.getByRole('table', { name: 'Room types' })
    for (const [name, adults, children, most] of [
      [ROOMS[0], '2', '0', '2'],
      [ROOMS[1], '2', '2', '4'],
    ] as const) {
      await page.getByRole('button', { name: 'Add room type' }).click()
      await page.getByLabel('Room type name').fill(name)
      await page.getByLabel('Max adults').fill(adults)
      await page.getByLabel('Max children').fill(children)
      await page.getByLabel('Max occupancy').fill(most)
      await page.getByRole('button', { name: 'Save' }).click()
      await roomTable.getByText(name).waitFor({ timeout: 15_000 })
    }

    await office.open(`/en/npanel/hotel/manage/${hotelId}/rate-plans`)
    await page.getByRole('heading', { level: 1, name: `Rate plans of ${HOTEL}` }).waitFor()
    const addPlan = page.getByRole('button', { name: 'Add rate plan' })
    await addPlan.click()
    await page.getByLabel('Rate plan name').fill('Flexible')
    await choose(page, 'Meal plan', 'Breakfast included')
    await page.getByRole('button', { name: 'Save' }).click()
    const cabin = page.getByRole('region', { name: ROOMS[0] })
    await cabin.getByText('Flexible').waitFor({ timeout: 15_000 })
    await addPlan.click()
    await page.getByLabel('Rate plan name').fill('Saver')
    await choose(page, 'Derived from (connected rate plan)', 'Flexible')
    await choose(page, 'Price rule', "Percent of the parent's price")
    await page.getByRole('spinbutton', { name: 'Value' }).fill('-10')
    await page.getByRole('button', { name: 'Save' }).click()
    await cabin.getByText('Saver').waitFor({ timeout: 15_000 })
    await addPlan.click()
    await choose(page, 'Room type', ROOMS[1])
    await page.getByLabel('Rate plan name').fill('Flexible')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('region', { name: ROOMS[1] }).getByText('Flexible').waitFor({ timeout: 15_000 })

    await office.open(`/en/npanel/hotel/${hotelId}`)
    await page.getByRole('button', { name: 'Status: Inactive' }).click()
    await page.getByRole('menuitem', { name: 'Active', exact: true }).click()
    await notified(page, 'Status changed to Active.')
    await page.getByRole('button', { name: 'Status: Active' }).waitFor()
  })

  it('the partner puts the hotel on their site from the Marketplace page', async () => {
    const partner = new BackOffice(await newPage(browser))
    await partner.logIn('partner@jaunt.test')
    await partner.chooseSite('Fjord & Fell Adventures')
    await partner.menu.getByRole('menuitem', { name: 'Marketplace' }).click()
    await partner.page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor()
    await partner.page.getByPlaceholder('Search by name or code').fill(HOTEL)
    const toggle = partner.page.getByRole('switch', { name: `On this site: ${HOTEL}` })
    await toggle.waitFor({ timeout: 15_000 })
    // The switch turns on from the list's cache a moment after the click: click, then wait for it.
    await toggle.click()
    await notified(partner.page, `${HOTEL} is on this site.`)
    await expect.poll(() => toggle.isChecked()).toBe(true)
    await partner.page.close()
  })

  it('prices the weekend in bulk and sets a minimum stay of 2 nights on its Saturday in the grid', async () => {
    await office.open('/en/npanel/')
    await openCalendarOnTheWeekend()
    for (const room of ROOMS) {
      await page.getByRole('button', { name: 'Bulk edit' }).click()
      const dialog = page.getByRole('dialog', { name: 'Bulk edit' })
      await dialog.getByRole('combobox', { name: 'Room type' }).click()
      await page.getByRole('option', { name: room, exact: true }).click()
      await dialog.getByLabel('From').fill(addDays(SATURDAY, -1))
      await dialog.getByLabel('To').fill(addDays(SATURDAY, 3))
      await dialog.getByLabel('Rooms').fill('4')
      await dialog.getByLabel('Price').fill('1500')
      await dialog.getByRole('button', { name: 'Apply' }).click()
      await notified(page, 'Calendar saved')
      await dialog.waitFor({ state: 'detached' })
    }
    for (const room of ROOMS) {
      const cell = page.getByRole('gridcell', { name: `${room}, Flexible: Min stay ${SATURDAY}` })
      await cell.click()
      await cell.press('Enter')
      await cell.getByRole('textbox').fill('2')
      await cell.getByRole('textbox').press('Enter')
      await cell.filter({ hasText: '2' }).waitFor({ timeout: 15_000 })
    }
    await page.screenshot({ path: 'scripts/e2e/screenshots/hotel-calendar-weekend.png', fullPage: true })
  })

  it('a guest asking for the Saturday night alone is told why; two nights are booked', async () => {
    const guest = await newPage(browser)
    await guest.goto(`${inject('baseUrl')}/embed-demo`)
    const storefront = new Storefront(guest)
    await storefront.waitForResults()
    await storefront.search(HOTEL)
    await storefront.open(HOTEL)
    const dialog = guest.getByRole('dialog', { name: HOTEL })
    const day = (date: string) => dialog.getByRole('grid').locator(`button[data-date="${date}"]`)
    for (let month = 0; month < 3 && (await day(SATURDAY).count()) === 0; month++) {
      await dialog.getByRole('button', { name: ENGLISH.nextMonth }).click()
    }
    await day(SATURDAY).click()
    await day(addDays(SATURDAY, 1)).click()
    const addFlexible = dialog.getByRole('button', { name: `Add to cart: ${ROOMS[0]}, Flexible` })
    await addFlexible.waitFor({ timeout: 15_000 })
    await dialog.getByText(MIN_STAY_REASON).first().waitFor()
    expect(await addFlexible.isDisabled()).toBe(true)
    // Every rate says so, the connected Saver too: it follows its parent's nights.
    expect(await dialog.getByText(MIN_STAY_REASON).count()).toBe(3)
    expect(await dialog.getByRole('button', { name: `Add to cart: ${ROOMS[0]}, Saver` }).isDisabled()).toBe(
      true,
    )

    await day(SATURDAY).click()
    await day(addDays(SATURDAY, 2)).click()
    await dialog.getByText(MIN_STAY_REASON).first().waitFor({ state: 'detached', timeout: 15_000 })
    expect(await addFlexible.isEnabled()).toBe(true)
    await addFlexible.click()
    const cart = new CartDrawer(guest)
    await cart.waitForItem(HOTEL)
    expect(await shownText(cart.row(HOTEL))).toContain('2 nights')
    await cart.drawer.getByRole('button', { name: ENGLISH.checkout }).click()
    const checkout = new CheckoutDialog(guest)
    await checkout.dialog.waitFor({ timeout: 10_000 })
    await checkout.fillInGuest({
      first: 'Solveig',
      last: 'Moe',
      email: 'solveig.moe@example.no',
      phone: '912 34 568',
    })
    await checkout.confirm()
    await checkout.waitUntilConfirmed()
    expect(await shownText(checkout.booked)).toContain(HOTEL)
    await guest.close()
  })

  it('the supplier sees the stay on the grid, with a link to the reservation', async () => {
    await office.open('/en/npanel/')
    await openCalendarOnTheWeekend()
    const stay = page.getByRole('link', { name: /Solveig Moe/ })
    await stay.waitFor({ timeout: 15_000 })
    expect(await stay.getAttribute('href')).toMatch(/\/en\/npanel\/reservations\/[\w-]+$/)
    const text = await shownText(page.getByRole('grid', { name: 'Nights' }))
    expect(text).toContain(`Solveig Moe`)
    const rooms = page.getByRole('gridcell', { name: `${ROOMS[0]}, Rooms ${SATURDAY}` })
    expect(await rooms.textContent()).toBe('4/1')
    await page.screenshot({ path: 'scripts/e2e/screenshots/hotel-calendar-stay.png', fullPage: true })
  })
})
