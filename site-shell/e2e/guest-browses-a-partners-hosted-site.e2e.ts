import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newPage } from '../../scripts/e2e/browser'

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = await newPage(browser)
})
afterAll(() => browser.close())

describe('journey: a guest browses a partner’s hosted site', () => {
  it('lands in the site’s language, switches to German and opens a tour page in German', async () => {
    const port = inject('port')
    const demo = `http://demo.localhost:${port}`
    await page.goto(`${demo}/`)
    await page.waitForURL(`${demo}/en`)
    await page.getByRole('heading', { level: 1, name: 'Fjord & Fell Adventures' }).waitFor()
    // The storefront of the site's catalogue, from the widget.
    await page
      .locator('jaunt-storefront')
      .getByRole('button', { name: 'See details' })
      .first()
      .waitFor({ timeout: 15_000 })

    await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
    await page.waitForURL(`${demo}/de`)
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de')
    expect(await page.evaluate(() => document.cookie)).toContain('locale=de')
    await page.getByRole('link', { name: 'Suche' }).waitFor()

    await page.goto(`${demo}/de/activity/2`)
    const product = page.locator('jaunt-product')
    await product
      .getByRole('heading', { name: 'Geführte Kajaktour auf dem Aurlandsfjord' })
      .first()
      .waitFor({ timeout: 15_000 })
    await product.getByText('Datum wählen').first().waitFor()
  })

  it('sends a language the site does not show to its primary one, and shows the other partner’s site', async () => {
    const port = inject('port')
    const nordic = `http://nordic.localhost:${port}`
    await page.goto(`${nordic}/fr/search`)
    await page.waitForURL(`${nordic}/sv/search`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.goto(`${nordic}/sv`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nordic Trails')
    const options = await page
      .getByRole('combobox')
      .first()
      .locator('option')
      .evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value))
    expect(options).toEqual(['sv', 'en', 'no', 'da', 'fi'])
  })

  it('answers an unknown page with the spec’s 404', async () => {
    await page.goto(`http://demo.localhost:${inject('port')}/en/no-such-page`)
    await page.getByText('This page could not be found').waitFor()
  })
})
