import { describe, expect, inject, it } from 'vitest'
import { openBrowser } from '../../scripts/e2e/browser'
import { startPartnerOrigin } from '../../scripts/e2e/partner-origin'
import { CartDrawer, CheckoutDialog, TourDialog } from './storefront-page'

const baseUrl = inject('baseUrl')
const NONCE = 'lodge-2f9c'
const partner = await startPartnerOrigin(
  new URL('./partner-origin/', import.meta.url),
  { WIDGET_ORIGIN: baseUrl, SITE: '1', NONCE },
  {
    // Scripts only from the widget's origin: no inline script, no eval.
    'Content-Security-Policy': [
      "default-src 'none'",
      `script-src ${baseUrl}`,
      `style-src 'self' 'nonce-${NONCE}'`,
      `connect-src ${baseUrl}`,
      `img-src ${baseUrl} data:`,
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
  },
)
const browser = await openBrowser()

/** The partner lists their page's origin in the back office's embed settings, through the API. */
async function allowOrigins(origins: string[]) {
  const login = await fetch(`${baseUrl}/nauth/npanel/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'partner@jaunt.test', password: 'Demo-pass-1' }),
  })
  const { access_token } = (await login.json()) as { access_token: string }
  const saved = await fetch(`${baseUrl}/core/v1/partner-sites/1/embed-settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ allowed_origins: origins }),
  })
  expect(saved.status).toBe(200)
}

describe('journey: a guest books on a partner’s own domain, under a strict CSP, without third-party cookies', () => {
  it('loads the widget from the product’s origin and books a tour to the confirmation', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCookieControls', { enableThirdPartyCookieRestriction: true })
    const refusals: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|CORS/i.test(message.text()))
        refusals.push(message.text())
    })
    const apiFromPartnerPage = () =>
      page.evaluate(
        (url) =>
          fetch(url).then(
            (response) => `answered ${response.status}`,
            () => 'blocked',
          ),
        `${baseUrl}/core/public/partner-sites/1`,
      )

    // Until the partner lists their origin, the browser keeps the page from the API.
    await allowOrigins([])
    await page.goto(partner.origin)
    expect(await apiFromPartnerPage()).toBe('blocked')
    await allowOrigins([partner.origin])
    expect(await apiFromPartnerPage()).toBe('answered 200')
    refusals.length = 0
    await page.reload()

    // The page's reset hides its own buttons; the widget's, in their shadow roots, still show.
    expect(await page.getByRole('button', { name: 'The page’s own button' }).isVisible()).toBe(false)
    await page.getByRole('button', { name: /^Book now/ }).click()
    const tour = new TourDialog(page)
    await expect.poll(() => tour.dialog.isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await tour.dialog.evaluate((dialog) => getComputedStyle(dialog).fontFamily)).not.toContain(
      'Courier',
    )
    await tour.chooseAvailableDate()
    const tourName = (await tour.dialog.getByRole('heading').first().textContent())?.trim() ?? ''
    await tour.chooseFirstDeparture()
    await tour.addTickets('Adult', 2)
    await tour.addToCart()

    const drawer = new CartDrawer(page)
    await drawer.waitForItem(tourName)
    await drawer.drawer.getByRole('button', { name: 'Checkout' }).click()
    const checkout = new CheckoutDialog(page)
    await expect.poll(() => checkout.dialog.isVisible(), { timeout: 10_000 }).toBe(true)
    await checkout.fillInGuest({
      first: 'Ingrid',
      last: 'Fjelstad',
      email: `ingrid-${Date.now()}@example.com`,
      phone: '912 34 567',
    })
    await checkout.confirm()
    await checkout.waitUntilConfirmed()
    expect(await checkout.booked.textContent()).toContain(tourName)

    // Nothing was refused on the way, and the widget kept its state without a cookie of its own.
    expect(refusals).toEqual([])
    expect(await context.cookies(baseUrl)).toEqual([])
    await context.close()
  })
})
