import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { startPartnerOrigin } from '../../scripts/e2e/partner-origin'
import { CartDrawer, CheckoutDialog, TourDialog } from '../../widget/e2e/storefront-page'
import { BackOffice } from './backOffice'

const SITE_NAME = 'Wallaby Wanders'
const SUB_DOMAIN = 'wallaby-wanders'
const WINE = '#7A1F3D'
const TOUR = 'Bergen food walk: fish market to Bryggen'
const GUEST_EMAIL = `matilda-${Date.now()}@example.com`

const browser = await openBrowser()
// The partner's own web site on another origin; the code they copy is pasted into its page.
const snippet = { HEAD: '', ELEMENT: '' }
const partnerSite = await startPartnerOrigin(new URL('./partner-origin/', import.meta.url), snippet, {})
const siteAddress = () => `http://${SUB_DOMAIN}.localhost:${inject('port')}`

const buttonColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--jaunt-button-background-color').trim(),
  )

async function notified(page: Page, text: string | RegExp) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout: 15_000 })
}

describe('journey: a new partner takes a site from nothing to live and selling, on its sub-domain and on their own web site', () => {
  let siteId = ''

  it('the partner creates the site on the new site’s general settings (-1); it waits for approval', async () => {
    const office = new BackOffice(await newPage(browser))
    const { page } = office
    await office.logIn('starter@jaunt.test')
    // Without a site, the selector already stands on "Create new site": its page is the new site's general settings.
    await office.open('/en/npanel/-1/general-settings')
    await page.getByLabel('Site name').fill(SITE_NAME)
    await page.getByLabel('Company name').fill('Wallaby Wanders AB')
    // A sub-domain another site holds is refused on its field.
    await page.getByLabel('Sub-domain').fill('demo')
    await page.getByRole('button', { name: 'Create site' }).click()
    await page.getByText('This sub-domain is taken').waitFor()
    await page.getByLabel('Sub-domain').fill(SUB_DOMAIN)
    await page.getByRole('button', { name: 'Create site' }).click()
    await page.getByText("This site is waiting for an admin's approval. Guests cannot see it yet.").waitFor()
    siteId = /\/en\/npanel\/(\d+)\/general-settings$/.exec(new URL(page.url()).pathname)?.[1] ?? ''
    expect(siteId).toMatch(/^\d+$/)
    await expect.poll(() => office.siteSelector.textContent()).toContain(SITE_NAME)
    // Until approved, the sub-domain shows no site: it sends the guest to the marketplace.
    const guest = await newPage(browser)
    await guest.goto(`http://${SUB_DOMAIN}.localhost:${inject('port')}/`)
    expect(new URL(guest.url()).hostname).not.toBe(`${SUB_DOMAIN}.localhost`)
    await guest.close()
    await page.close()
  })

  it('the admin approves it from the pending sites, and the partner is mailed', async () => {
    const office = new BackOffice(await newPage(browser))
    const { page } = office
    await office.logIn('admin@jaunt.test')
    await page.waitForURL('**/en/admin/')
    await office.open('/en/admin/partner-site/pending')
    const row = page.getByRole('row').filter({ hasText: SITE_NAME })
    await row.getByText('starter@jaunt.test').waitFor()
    await row.getByRole('button', { name: 'Approve' }).click()
    await notified(page, `${SITE_NAME} is approved and live.`)
    await row.waitFor({ state: 'detached' })

    await page.goto(`${office.baseUrl}/dev/mail`)
    const mail = page.getByRole('article').filter({ hasText: `Your site ${SITE_NAME} is approved` })
    await mail.getByText('starter@jaunt.test').waitFor()
    expect(await mail.textContent()).toContain(`http://${SUB_DOMAIN}.localhost:${inject('port')}`)
    await page.close()
  })

  it('a guest opens the site on its sub-domain', async () => {
    const page = await newPage(browser)
    await page.goto(`http://${SUB_DOMAIN}.localhost:${inject('port')}/`)
    expect(new URL(page.url()).hostname).toBe(`${SUB_DOMAIN}.localhost`)
    await expect.poll(() => page.title()).toContain(SITE_NAME)
    await page.close()
  })
  /** The new partner, logged in, on a page of their site. */
  async function partnerOn(path: string) {
    const office = new BackOffice(await newPage(browser, { viewport: { width: 1500, height: 1000 } }))
    await office.logIn('starter@jaunt.test')
    await office.open(`/en/npanel/${siteId}/${path}`)
    return office
  }

  it('the partner gives the site its own button colour, and guests see it once saved', async () => {
    const { page } = await partnerOn('theme-settings')
    await page.getByRole('heading', { level: 1, name: 'Theme' }).waitFor()
    await page.getByLabel('Button background', { exact: true }).fill(WINE)
    await page.getByRole('button', { name: 'Save' }).click()
    await notified(page, 'Settings saved.')
    const guest = await newPage(browser)
    await guest.goto(`${siteAddress()}/en`)
    // The site's theme is set as the page loads: read it once it is there.
    await expect.poll(() => buttonColour(guest), { timeout: 15_000 }).toBe(WINE)
    await guest.close()
    await page.close()
  })

  it('the partner puts a marketplace tour on the site, and guests find it there at once', async () => {
    const { page } = await partnerOn('marketplace')
    await page.getByText('This site sells 0 of the marketplace’s').waitFor()
    await page.getByPlaceholder('Search by name or code').fill('Bergen food walk')
    // The switch turns on from the list's cache a moment after the click: click, then wait for it.
    const toggle = page.getByLabel(`On this site: ${TOUR}`)
    await toggle.click()
    await notified(page, `${TOUR} is on this site.`)
    await expect.poll(() => toggle.isChecked()).toBe(true)
    await page.getByText('This site sells 1 of the marketplace’s').waitFor()

    const guest = await newPage(browser)
    await guest.goto(`${siteAddress()}/en/search?q=${encodeURIComponent('food walk')}`)
    await guest.getByRole('heading', { name: TOUR }).first().waitFor({ timeout: 15_000 })
    await guest.close()
    await page.close()
  })

  it('the partner builds a page of a hero and that tour, publishes it, and guests read both on the sub-domain', async () => {
    const { page } = await partnerOn('pages')
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor()
    await page.getByLabel('New page title').fill('Our walks')
    await page.getByLabel('Slug').first().fill('our-walks')
    await page.getByRole('button', { name: 'Create page' }).click()
    await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor({ timeout: 20_000 })
    const blocks = page.getByRole('navigation', { name: 'Add a block' })
    await blocks.getByRole('button', { name: 'Hero' }).click()
    await blocks.getByRole('button', { name: 'Products' }).click()
    // The products block offers the site's own products by name, and draws the chosen one.
    await page.getByRole('combobox', { name: 'Products' }).fill('food walk')
    await page.getByRole('option', { name: TOUR }).click()
    await page.getByRole('heading', { level: 3, name: TOUR }).waitFor()
    await page.getByRole('button', { name: 'Publish' }).click()
    await notified(page, 'Page published.')

    const guest = await newPage(browser)
    await guest.goto(`${siteAddress()}/en/page/our-walks`)
    await guest.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor({ timeout: 15_000 })
    await guest.getByRole('heading', { level: 2, name: 'Our favourites' }).waitFor()
    await guest.getByRole('link', { name: new RegExp(TOUR) }).waitFor()
    await guest.close()
    await page.close()
  })

  it('the partner lets their own web site embed the widget, copies a product widget’s code, and a guest books there', async () => {
    const office = await partnerOn('site-settings?tab=allowed-origins')
    const { page } = office
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: office.baseUrl })
    await page.getByRole('button', { name: 'Add' }).click()
    await page.getByLabel('Origin').fill(partnerSite.origin)
    await page.getByRole('button', { name: 'Save' }).click()
    await notified(page, 'Settings saved.')

    await office.open(`/en/npanel/${siteId}/widget-settings`)
    await page.getByRole('button', { name: 'Add widget' }).click()
    await page.getByLabel('Widget name').fill('Food walk on our blog')
    await page.getByLabel('Product', { exact: true }).check()
    await page.getByLabel('Product to sell').fill('Bergen food')
    await page.getByRole('option', { name: TOUR }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await notified(page, 'Widget saved.')
    const copy = async (box: string) => {
      await page.getByText(box, { exact: true }).locator('..').getByRole('button', { name: 'Copy' }).click()
      return page.evaluate(() => navigator.clipboard.readText())
    }
    await expect
      .poll(() => page.getByLabel('Where the widget should show').textContent())
      .toContain('widget-uuid=')
    snippet.HEAD = await copy("In your page's <head>")
    snippet.ELEMENT = await copy('Where the widget should show')
    expect(snippet.ELEMENT).toMatch(
      /^<jaunt-product site="\d+" widget-uuid="[^"]+" type="activity" product-id="\d+">/,
    )
    await page.close()

    const guest = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } })
    const blog = await guest.newPage()
    const refusals: string[] = []
    blog.on('console', (message) => {
      if (message.type() === 'error' && /CORS|Content Security Policy/i.test(message.text()))
        refusals.push(message.text())
    })
    await blog.goto(partnerSite.origin)
    await blog.getByRole('button', { name: /^Book now/ }).click()
    const tour = new TourDialog(blog)
    await expect.poll(() => tour.dialog.isVisible(), { timeout: 10_000 }).toBe(true)
    await tour.chooseAvailableDate()
    await tour.chooseFirstDeparture()
    await tour.addTickets('Adult', 2)
    await tour.addToCart()
    const drawer = new CartDrawer(blog)
    await drawer.waitForItem(TOUR)
    await drawer.drawer.getByRole('button', { name: 'Checkout' }).click()
    const checkout = new CheckoutDialog(blog)
    await expect.poll(() => checkout.dialog.isVisible(), { timeout: 10_000 }).toBe(true)
    await checkout.fillInGuest({
      first: 'Matilda',
      last: 'Wombat',
      email: GUEST_EMAIL,
      phone: '912 34 567',
    })
    await checkout.confirm()
    await checkout.waitUntilConfirmed()
    expect(await checkout.booked.textContent()).toContain(TOUR)
    expect(refusals).toEqual([])
    await guest.close()
  })

  it('the partner finds the guest’s booking, made on their own web site, in Reservations', async () => {
    const { page } = await partnerOn('')
    await new BackOffice(page).open('/en/npanel/reservations')
    await page.getByPlaceholder('Search by ref, guest or product').fill(GUEST_EMAIL)
    const row = page.getByRole('row').filter({ hasText: 'Matilda Wombat' })
    await row.waitFor({ timeout: 20_000 })
    expect(await row.getByText(TOUR).isVisible()).toBe(true)
    expect(await row.getByText('Confirmed').isVisible()).toBe(true)
    await page.close()
  })
})
