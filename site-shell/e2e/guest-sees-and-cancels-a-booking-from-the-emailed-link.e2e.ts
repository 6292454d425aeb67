import type { OptionWithDate } from '@jaunt/domain'
import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { CheckoutDialog, TourDialog } from '../../widget/e2e/storefront-page'

const KAYAK_ID = 2

const browser = await openBrowser()
const page = await newPage(browser)

/** Seats left on a day's departures of the kayak trip, as the storefront's availability call says. */
async function seatsLeft(baseUrl: string, date: string): Promise<number> {
  const response = await fetch(`${baseUrl}/availability/public/tour/${KAYAK_ID}/options-with-date`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ date }),
  })
  const options = (await response.json()) as OptionWithDate[]
  return options.flatMap((option) => option.slots).reduce((sum, slot) => sum + slot.remaining, 0)
}

/** The newest mail to an address, as the outbox page shows it. */
async function linkIn(baseUrl: string, email: string): Promise<string> {
  const outbox = await newPage(browser)
  await outbox.goto(`${baseUrl}/dev/mail`)
  const mail = outbox.locator('article', { hasText: `To ${email}` }).first()
  const href = await mail.getByRole('link').first().getAttribute('href')
  await outbox.close()
  if (!href) throw new Error(`no link in the mail to ${email}`)
  return href
}

describe('journey: a guest sees and cancels a booking from the link in their email', () => {
  it('books, asks for a link, opens it, cancels under Upcoming, finds it under Cancelled, seats back', async () => {
    const baseUrl = inject('baseUrl')
    const port = inject('port')
    const email = `traveller-${Date.now()}@example.com`

    // Book two seats on the kayak trip from the partner's page, without payment.
    await page.goto(`${baseUrl}/embed-demo`)
    await page
      .locator('jaunt-product[product-id="2"]')
      .getByRole('button', { name: /^Book now/ })
      .click()
    const tour = new TourDialog(page)
    const date = await tour.chooseAvailableDate()
    await tour.chooseFirstDeparture()
    await tour.addTickets('Adult', 2)
    await tour.addToCart()
    const before = await seatsLeft(baseUrl, date)
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Checkout' }).click()
    const checkout = new CheckoutDialog(page)
    await checkout.fillInGuest({ first: 'Ada', last: 'Lovelace', email, phone: '912 34 567' })
    await checkout.confirm()
    await checkout.waitUntilConfirmed()
    expect(await seatsLeft(baseUrl, date)).toBe(before - 2)

    // Days later, on the partner's hosted site: ask for a link to the bookings.
    const site = `http://demo.localhost:${port}`
    await page.goto(`${site}/en/customer-reservation/login`)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor()

    const link = await linkIn(baseUrl, email)
    expect(link.startsWith(`${site}/en/customer-reservation/login/token?token=`)).toBe(true)
    await page.goto(link)
    await page.waitForURL(`${site}/en/customer-reservation/booking`)
    const upcoming = page.getByRole('tabpanel')
    await upcoming.getByRole('link', { name: /Guided kayak trip on the Aurlandsfjord/ }).click()

    await page.getByRole('heading', { name: 'Booking information' }).waitFor()
    await page.getByRole('button', { name: 'Cancel booking' }).click()
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to cancel this booking?' })
    await dialog.getByText('Refund summary').first().waitFor()
    const refund = (await dialog.textContent()) ?? ''
    // Booked without paying online: nothing to give back, and no policy share is promised.
    expect(refund).toContain('Nothing was paid for this booking, so nothing is refunded.')
    expect(refund).not.toMatch(/% refunded|You get back/)
    await dialog.getByLabel('Reason for cancellation').fill('Plans changed')
    await dialog.getByRole('button', { name: 'Cancel booking' }).click()
    await page.getByText('Your booking is cancelled.', { exact: true }).waitFor()

    // The link works once: opening it again says so.
    const again = await newPage(browser)
    await again.goto(link)
    await again.getByText('This link has expired or has already been used.').waitFor()
    await again.close()

    await page.getByRole('link', { name: 'Back to my bookings' }).click()
    await page.getByRole('tab', { name: 'Cancelled' }).click()
    await page
      .getByRole('tabpanel')
      .getByRole('link', { name: /Guided kayak trip on the Aurlandsfjord/ })
      .waitFor()
    expect(await seatsLeft(baseUrl, date)).toBe(before)

    // The same area in German, with the same session.
    await page.goto(`${site}/de/customer-reservation/booking?tab=cancelled`)
    await page.getByRole('heading', { name: 'Meine Buchungen' }).waitFor()
    expect(await page.getByRole('tab', { name: 'Storniert' }).getAttribute('aria-selected')).toBe('true')
    await page
      .getByRole('tabpanel')
      .getByRole('link', { name: /Geführte Kajaktour/ })
      .click()
    await page.getByRole('heading', { level: 1, name: /Geführte Kajaktour/ }).waitFor()
    expect(await page.locator('main').textContent()).toMatch(/StatusStorniert/)
  }, 120_000) // a whole journey: book, mail, link, cancel, German; 60 s was short on a loaded machine
})
