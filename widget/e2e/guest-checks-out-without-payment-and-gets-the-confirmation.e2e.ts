import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { CheckoutDialog, TourDialog } from './storefront-page'

const browser = await openBrowser()
const page = await newPage(browser)

describe('journey: a guest books a tour on a partner’s page and pays nothing online', () => {
  it('fills the cart, checks out with their details, sees the booking confirmed and gets the mail', async () => {
    const baseUrl = inject('baseUrl')
    await page.goto(`${baseUrl}/embed-demo`)
    await page
      .getByRole('button', { name: /^Book now/ })
      .first()
      .click()
    const tour = new TourDialog(page)
    await expect.poll(() => tour.dialog.isVisible()).toBe(true)
    await tour.chooseAvailableDate()
    const tourName = (await tour.dialog.getByRole('heading').first().textContent())?.trim() ?? ''
    expect(tourName).not.toBe('Loading…')
    await tour.chooseFirstDeparture()
    await tour.addTickets('Adult', 2)
    const add = tour.dialog.getByRole('button', { name: 'Add to cart' })
    await expect.poll(() => add.isEnabled(), { timeout: 10_000 }).toBe(true)
    await add.click()

    // The cart drawer opens with the item; Checkout opens the checkout dialog.
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await expect.poll(() => drawer.isVisible(), { timeout: 10_000 }).toBe(true)
    await drawer.getByRole('button', { name: 'Checkout' }).click()
    const checkout = new CheckoutDialog(page)
    await expect.poll(() => checkout.dialog.isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await checkout.dialog.textContent()).toContain(tourName)

    // Sending nothing names what is missing, in the spec's words.
    const confirm = checkout.dialog.getByRole('button', { name: 'Confirm booking' })
    await confirm.click()
    await expect.poll(() => checkout.dialog.getByText('Please enter first name.').isVisible()).toBe(true)

    const email = `guest-${Date.now()}@example.com`
    await checkout.fillInGuest({ first: 'Ada', last: 'Lovelace', email, phone: '912 34 567' })
    expect(await checkout.dialog.getByLabel('Area code').inputValue()).toBe('+47')
    await confirm.click()

    const booked = page.getByRole('dialog', { name: 'Booking details' })
    await expect.poll(() => booked.getByText('Booking confirmed').isVisible(), { timeout: 15_000 }).toBe(true)
    const text = (await booked.textContent()) ?? ''
    expect(text).toContain(tourName)
    expect(text).toContain('Confirmed')
    const bookingNumber = await booked.getByText(/^JT-[A-Z0-9]+$/).textContent()
    expect(text).toContain(`Booking number: ${bookingNumber}`)

    // The cart is empty again: the booked cart is forgotten.
    const cartButton = page.locator('jaunt-cart').first().getByRole('button').first()
    await expect
      .poll(() => cartButton.getAttribute('aria-label'), { timeout: 10_000 })
      .toMatch(/^Cart(, 0 items)?$/)

    // The confirmation is in the outbox, addressed to the guest, with the booking number.
    const outbox = await newPage(browser)
    await outbox.goto(`${baseUrl}/dev/mail`)
    const mail = outbox.locator('article', { hasText: `To ${email}` }).first()
    expect(await mail.getByRole('heading').textContent()).toBe(`Your booking is confirmed (${bookingNumber})`)
    expect(await mail.textContent()).toContain(tourName)
    await outbox.close()
  })
})
