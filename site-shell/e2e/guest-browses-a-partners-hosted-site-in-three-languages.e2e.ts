import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { GERMAN } from '../../widget/e2e/guest-words'
import { TourDialog } from '../../widget/e2e/storefront-page'

const browser = await openBrowser()
const page = await newPage(browser)

const cartCount = (page: Page) =>
  page
    .locator('jaunt-cart')
    .first()
    .getByRole('button')
    .first()
    .evaluate((button) => `${button.getAttribute('aria-label') ?? ''} ${button.textContent ?? ''}`)

describe('journey: a guest browses a partner’s hosted site in three languages and books from a page', () => {
  it('lands on the partner’s index, follows the menu to a page, and reads it in Norwegian', async () => {
    const demo = `http://demo.localhost:${inject('port')}`
    await page.goto(`${demo}/`)
    await page.waitForURL(`${demo}/en`)
    await page.getByRole('heading', { level: 1, name: 'Fjords, fells and northern lights' }).waitFor()
    expect(await page.title()).toBe('Fjords, fells and northern lights · Fjord & Fell Adventures')
    // The partner's footer columns, in the site's colours.
    await page.getByRole('contentinfo').getByRole('heading', { name: 'Visit us' }).waitFor()

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'The fjords' })
      .click()
    await page.waitForURL(`${demo}/en/page/fjords`)
    await page.getByRole('heading', { level: 2, name: 'Water, rock and waterfalls' }).waitFor()

    await page.locator('header select').selectOption('no')
    await page.waitForURL(`${demo}/no/page/fjords`)
    await page.getByRole('heading', { level: 1, name: 'Fjordene' }).waitFor()
    expect(await page.evaluate(() => document.cookie)).toContain('locale=no')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('no')
  })

  it('in German, opens a tour page from the page’s product grid and adds tickets to the cart', async () => {
    const demo = `http://demo.localhost:${inject('port')}`
    await page.locator('header select').selectOption('de')
    await page.waitForURL(`${demo}/de/page/fjords`)
    await page.getByRole('link', { name: /Geführte Kajaktour auf dem Aurlandsfjord/ }).click()
    await page.waitForURL(/\/de\/activity\/\d+$/)
    await expect
      .poll(() => page.title())
      .toBe('Geführte Kajaktour auf dem Aurlandsfjord · Fjord & Fell Adventures')

    const product = page.locator('jaunt-product')
    const tour = new TourDialog(page, GERMAN, product)
    await tour.chooseAvailableDate()
    await tour.chooseFirstDeparture()
    await tour.addTickets('Erwachsener', 2)
    await tour.addToCart()
    await expect.poll(() => cartCount(page), { timeout: 10_000 }).toMatch(/\b1\b/)
  })

  it('sends a tour page’s title and JSON-LD in the first HTML, before any script runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const raw = await context.newPage()
    const response = await raw.goto(`http://demo.localhost:${inject('port')}/en/activity/2`)
    expect(response?.status()).toBe(200)
    expect(await raw.title()).toBe('Guided kayak trip on the Aurlandsfjord · Fjord & Fell Adventures')
    const jsonLd = JSON.parse(
      (await raw.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; name: string; offers: { priceCurrency: string } }
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Guided kayak trip on the Aurlandsfjord' })
    expect(jsonLd.offers.priceCurrency).toBe('NOK')
    expect(await raw.locator('link[rel="alternate"][hreflang="de"]').getAttribute('href')).toMatch(
      /\/de\/activity\/2$/,
    )
    await context.close()
  })

  it('shows a partner page’s pasted HTML without running its script or handlers', async () => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(`http://demo.localhost:${inject('port')}/en/page/about-us`)
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor()
    // The javascript: address is gone, so the words are no longer a link at all.
    const story = page.getByText('Our story')
    expect(await story.getAttribute('href')).toBeNull()
    expect(await story.getAttribute('onclick')).toBeNull()
    await story.click()
    expect(await page.locator('main script').count()).toBe(0)
    expect(dialogs).toEqual([])
  })

  it('shows the other partner’s theme, logo and pages on nordic, in Swedish and English', async () => {
    const nordic = `http://nordic.localhost:${inject('port')}`
    await page.goto(`${nordic}/`)
    await page.waitForURL(`${nordic}/sv`)
    await page.getByRole('heading', { level: 1, name: 'Upptäck Norden' }).waitFor()
    // The partner's own head and footer scripts, and favicon, are in the page as they wrote them.
    expect(
      await page.evaluate(() => (window as { nordicTrailsAnalytics?: unknown }).nordicTrailsAnalytics),
    ).toEqual({
      loaded: true,
    })
    expect(await page.locator('meta[name="nordic-trails-verification"]').count()).toBe(1)
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/)
    // scrolled_fixed: the header starts in the brand colour with the white logo.
    const header = page.getByRole('banner')
    expect(await header.getByRole('img', { name: 'Nordic Trails' }).getAttribute('src')).toContain(
      '%23FFFFFF',
    )
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(15, 118, 110)',
    )
    await header.getByRole('link', { name: 'Vinter' }).click()
    await page.waitForURL(`${nordic}/sv/page/winter`)
    await page.getByRole('heading', { level: 1, name: 'Vinter i norr' }).waitFor()
    await page.locator('header select').selectOption('en')
    await page.waitForURL(`${nordic}/en/page/winter`)
    await page.getByRole('heading', { level: 1, name: 'Winter up north' }).waitFor()
    await page.goto(`${nordic}/en/page/fjords`)
    await page.getByText('This page could not be found').waitFor()
  })
})
