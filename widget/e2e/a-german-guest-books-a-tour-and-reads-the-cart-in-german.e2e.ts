import { formatDisplayDate } from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { englishLeftOn, textOnScreen } from '../../scripts/e2e/english-left'
import { GERMAN } from './guest-words'
import { CartDrawer, CheckoutDialog, shownText, spaced, Storefront, TourDialog } from './storefront-page'

const KAYAK = 'Geführte Kajaktour auf dem Aurlandsfjord'

// Only Jaunt's elements: the partner's own page around them is the partner's English.
const WIDGETS =
  'jaunt-storefront, jaunt-cart, jaunt-product, jaunt-search, jaunt-checkout, jaunt-booking-details'

const browser = await openBrowser()
const page = await newPage(browser, { locale: 'de-DE' })
const englishInWidgets = async () => englishLeftOn(await textOnScreen(page, WIDGETS), 'de', ['Sam Supplier'])
beforeAll(async () => {
  // A German partner's page: the same embed, with <html lang="de">, which the widget follows.
  await page.route('**/embed-demo', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace('<html lang="en">', '<html lang="de">')
    await route.fulfill({ response, body: html })
  })
})

describe('journey: a German guest searches, books a tour, reads the cart and checks out in German', () => {
  it('finds the kayak trip by a German word, adds two adults, sees the cart and books it in German', async () => {
    const baseUrl = inject('baseUrl')
    await page.goto(`${baseUrl}/embed-demo`)
    const storefront = new Storefront(page, GERMAN)
    await storefront.waitForResults()
    await storefront.search('Kajak')
    await storefront.element.getByText(/^\d+ Ergebnisse$/).waitFor({ timeout: 10_000 })
    await storefront.open(KAYAK)

    expect(await englishInWidgets()).toEqual([])

    const tour = new TourDialog(page, GERMAN)
    expect(await tour.dialog.getByRole('heading', { name: 'Datum wählen' }).isVisible()).toBe(true)
    const date = await tour.chooseAvailableDate()
    await tour.chooseFirstDeparture()
    await tour.addTickets(GERMAN.adult, 2)
    expect(await englishInWidgets()).toEqual([])
    await tour.addToCart()

    const cart = new CartDrawer(page, GERMAN)
    await cart.waitForItem(KAYAK)
    const onServer = await cart.onServer(baseUrl)
    const row = await shownText(cart.row(KAYAK))
    expect(row).toContain(formatDisplayDate(date, 'de'))
    expect(row).toContain('2 × Erwachsener')
    const price = spaced(formatMoney(onServer.cart_total_price, onServer.cart_currency ?? '', 'de'))
    expect(price).toMatch(/^[\d.]+,\d{2} NOK$/)
    expect(row).toContain(price)
    expect(row).toContain('Kommentar für den Anbieter hinzufügen')
    const footer = await shownText(cart.drawer.locator('footer'))
    expect(footer).toContain(`Gesamt ${price}`)
    expect(footer).toContain('Als Nächstes: Ihre Kontaktdaten und die Zahlung.')
    expect(await cart.drawer.getByRole('button', { name: 'Zur Kasse' }).isEnabled()).toBe(true)
    expect(await storefront.element.getByRole('button', { name: 'Warenkorb, 1 Artikel' }).isVisible()).toBe(
      true,
    )
    expect(await englishInWidgets()).toEqual([])

    await cart.drawer.getByRole('button', { name: 'Zur Kasse' }).click()
    const checkout = new CheckoutDialog(page, GERMAN)
    await checkout.dialog.waitFor({ timeout: 10_000 })
    await checkout.confirm()
    await checkout.dialog.getByText('Bitte geben Sie Ihren Vornamen ein.').waitFor()
    await checkout.fillInGuest({
      first: 'Greta',
      last: 'Berg',
      email: 'greta@example.de',
      phone: '912 34 567',
    })
    await checkout.confirm()
    await checkout.waitUntilConfirmed()
    const booked = await shownText(checkout.booked)
    expect(booked).toContain(KAYAK)
    expect(booked).toMatch(/Buchungsnummer: JT-[A-Z0-9]+/)
    expect(booked).toContain('Bestätigt')
    expect(await englishInWidgets()).toEqual([])

    // The guest's confirmation mail is in German.
    const outbox = await newPage(browser)
    await outbox.goto(`${baseUrl}/dev/mail`)
    const mail = outbox.locator('article', { hasText: 'To greta@example.de' }).first()
    const subject = (await mail.getByRole('heading').textContent()) ?? ''
    expect(subject).toMatch(/^Ihre Buchung ist bestätigt \(JT-[A-Z0-9]+\)$/)
    const body = await mail.locator('.body').innerText()
    expect(body).toContain(KAYAK)
    expect(await englishLeftOn(`${subject}\n${body}`, 'de')).toEqual([])
    await outbox.close()
  })
})
