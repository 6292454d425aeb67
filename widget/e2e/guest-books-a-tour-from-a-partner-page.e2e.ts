import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { TourDialog } from './storefront-page'

const browser = await openBrowser()
const page = await newPage(browser)

describe('journey: a guest on a partner’s own page finds a tour and fills the cart', () => {
  it('picks a date, a departure and tickets in the widget, despite the page’s hostile CSS', async () => {
    await page.goto(`${inject('baseUrl')}/embed-demo`)
    const headStyles = await page.evaluate(
      () => document.head.querySelectorAll('style, link[rel=stylesheet]').length,
    )

    // The page hides every button of its own; the widget's buttons live in shadow roots and still show.
    await page
      .getByRole('button', { name: /^Book now/ })
      .first()
      .click()
    const tour = new TourDialog(page)
    await expect.poll(() => tour.dialog.isVisible()).toBe(true)
    await tour.chooseAvailableDate()
    await tour.chooseFirstDeparture()
    await tour.addTickets('Adult', 2)
    const add = tour.dialog.getByRole('button', { name: 'Add to cart' })
    await expect.poll(() => add.isEnabled(), { timeout: 10_000 }).toBe(true)
    await add.click()

    // The separate <jaunt-cart> in the page's header counts the new item.
    const cartButton = page.locator('jaunt-cart').first().getByRole('button').first()
    const cartLabel = () =>
      cartButton.evaluate(
        (button) => `${button.getAttribute('aria-label') ?? ''} ${button.textContent ?? ''}`,
      )
    await expect.poll(cartLabel, { timeout: 10_000 }).toMatch(/\b1\b/)

    // Nothing was added to the host's <head>: the widget's styles stay in its shadow roots.
    expect(
      await page.evaluate(() => document.head.querySelectorAll('style, link[rel=stylesheet]').length),
    ).toBe(headStyles)
    const fontSize = await page
      .getByRole('button', { name: /^Book now/ })
      .first()
      .evaluate((button) => getComputedStyle(button).fontSize)
    expect(fontSize).not.toBe('30px')
  })
})

describe('journey: the same widget speaks the guest’s language', () => {
  it('shows the product card in German when the element asks for it', async () => {
    const german = await newPage(browser, { locale: 'de-DE' })
    await german.goto(`${inject('baseUrl')}/embed-demo`)
    await german
      .getByRole('button', { name: /^Book now/ })
      .first()
      .waitFor()
    await german
      .locator('jaunt-product')
      .first()
      .evaluate((element) => element.setAttribute('lang', 'de'))
    await expect
      .poll(() => german.getByRole('button', { name: /^Jetzt buchen/ }).count(), { timeout: 10_000 })
      .toBeGreaterThan(0)
    await german
      .getByRole('button', { name: /^Jetzt buchen/ })
      .first()
      .click()
    const dialog = german.getByRole('dialog')
    await expect
      .poll(() => dialog.getByRole('heading', { level: 3 }).first().innerText(), { timeout: 10_000 })
      .not.toBe('Choose a date')
  })
})

describe('journey: Back in the browser closes the widget’s dialog, not the partner’s page', () => {
  it('closes the product dialog, then the cart drawer that replaced it, and stays on the page', async () => {
    const guest = await newPage(browser)
    await guest.goto(`${inject('baseUrl')}/embed-demo`)
    const url = guest.url()
    await guest
      .getByRole('button', { name: /^Book now/ })
      .first()
      .click()
    const tour = new TourDialog(guest)
    await expect.poll(() => tour.dialog.isVisible()).toBe(true)
    await guest.goBack()
    await expect.poll(() => tour.dialog.isVisible()).toBe(false)
    expect(guest.url()).toBe(url)

    // The dialog hands its place in the history to the cart drawer that opens as it closes.
    await guest
      .getByRole('button', { name: /^Book now/ })
      .first()
      .click()
    await tour.chooseAvailableDate()
    await tour.chooseFirstDeparture()
    await tour.addTickets('Adult', 1)
    await tour.addToCart()
    const drawer = guest.getByRole('dialog', { name: 'Your cart' })
    await expect.poll(() => drawer.isVisible(), { timeout: 10_000 }).toBe(true)
    await guest.goBack()
    await expect.poll(() => drawer.isVisible()).toBe(false)
    expect(guest.url()).toBe(url)
    await guest.close()
  })
})
