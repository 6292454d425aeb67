import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { englishLeftOn, textOnScreen } from '../../scripts/e2e/english-left'
import { FINNISH } from '../../widget/e2e/guest-words'
import { CartDrawer, CheckoutDialog, TourDialog } from '../../widget/e2e/storefront-page'

const KAYAK = 'Melontaa Tukholman saarten välissä'

const browser = await openBrowser()
const page = await newPage(browser, { locale: 'fi-FI' })
const nordic = () => `http://nordic.localhost:${inject('port')}`

/** The English left where a Finnish guest looks: nothing, when every text went through its catalog. */
// Proper names (the site, its suppliers) are nobody's to translate; "Nordic" is also a cuisine the catalog translates.
const englishOnScreen = async (page: Page) =>
  englishLeftOn(await textOnScreen(page), 'fi', ['Sam Supplier', 'Nordic Trails', 'Nordic City Walks AB'])

describe('journey: a Finnish guest reads the Nordic site, its terms and privacy, and books a kayak trip in Finnish', () => {
  it('opens the site on /fi with a Finnish title, menu and footer, and no English on screen', async () => {
    await page.goto(`${nordic()}/fi`)
    await page.getByRole('heading', { level: 1, name: 'Löydä Pohjola' }).waitFor()
    expect(await page.title()).toBe('Löydä Pohjola · Nordic Trails')
    const menu = page.getByRole('navigation', { name: 'Päävalikko' })
    for (const item of ['Etusivu', 'Talvi', 'Majoitus'])
      await menu.getByRole('link', { name: item }).waitFor()
    await page.getByRole('link', { name: new RegExp(KAYAK) }).waitFor()
    expect(await englishOnScreen(page)).toEqual([])
  })

  it('reads the guests’ booking terms and the privacy policy in Finnish, with the 1-hour login link', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sopimusehdot' }).click()
    await page.waitForURL(`${nordic()}/fi/terms-and-conditions`)
    await page.getByRole('heading', { level: 1, name: 'Varausehdot' }).waitFor()
    expect(await page.locator('main').innerText()).not.toMatch(/partner|supplier|toimittaja/i)
    expect(await englishOnScreen(page)).toEqual([])

    await page.getByRole('contentinfo').getByRole('link', { name: 'Tietosuojakäytäntö' }).click()
    await page.getByRole('heading', { level: 1, name: 'Jauntin tietosuojaseloste' }).waitFor()
    expect(await page.locator('main').innerText()).toContain('toimii kerran, 1 tunnin ajan')
    expect(await englishOnScreen(page)).toEqual([])
  })

  it('books the kayak trip from its page, checks out and gets the confirmation mail, all in Finnish', async () => {
    await page.goto(`${nordic()}/fi`)
    await page.getByRole('link', { name: new RegExp(KAYAK) }).click()
    await page.waitForURL(/\/fi\/activity\/\d+$/)
    await expect.poll(() => page.title()).toBe(`${KAYAK} · Nordic Trails`)

    const tour = new TourDialog(page, FINNISH, page.locator('jaunt-product'))
    await tour.chooseAvailableDate()
    await tour.chooseFirstDeparture()
    await tour.addTickets(FINNISH.adult, 2)
    expect(await englishOnScreen(page)).toEqual([])
    await tour.addToCart()

    const cart = new CartDrawer(page, FINNISH)
    await cart.drawer
      .waitFor({ timeout: 5_000 })
      .catch(() => page.locator('jaunt-cart').first().getByRole('button').first().click())
    await cart.waitForItem(KAYAK)
    expect(await englishOnScreen(page)).toEqual([])
    await cart.drawer.getByRole('button', { name: FINNISH.checkout }).click()

    const checkout = new CheckoutDialog(page, FINNISH)
    await checkout.dialog.waitFor({ timeout: 10_000 })
    // "Maa" (country) also begins "Maatunnus" (calling code): the labels are matched exactly.
    await checkout.dialog.getByLabel(FINNISH.firstName, { exact: true }).fill('Aino')
    await checkout.dialog.getByLabel(FINNISH.lastName, { exact: true }).fill('Virtanen')
    await checkout.dialog.getByLabel(FINNISH.email, { exact: true }).fill('aino@example.fi')
    await checkout.dialog.getByLabel(FINNISH.country, { exact: true }).selectOption({ label: FINNISH.norway })
    await checkout.dialog.getByLabel(FINNISH.phoneNumber, { exact: true }).fill('912 34 567')
    expect(await englishOnScreen(page)).toEqual([])
    await checkout.confirm()
    await checkout.waitUntilConfirmed()
    expect(await checkout.booked.innerText()).toContain(KAYAK)
    expect(await englishOnScreen(page)).toEqual([])

    const outbox = await newPage(browser)
    await outbox.goto(`${inject('baseUrl')}/dev/mail`)
    const mail = outbox.locator('article', { hasText: 'To aino@example.fi' }).first()
    const subject = (await mail.getByRole('heading').textContent()) ?? ''
    expect(subject).toMatch(/^Varauksesi on vahvistettu \(JT-[A-Z0-9]+\)$/)
    const body = await mail.locator('.body').innerText()
    expect(body).toContain(KAYAK)
    expect(await englishLeftOn(`${subject}\n${body}`, 'fi')).toEqual([])
    await outbox.close()
  })
})
