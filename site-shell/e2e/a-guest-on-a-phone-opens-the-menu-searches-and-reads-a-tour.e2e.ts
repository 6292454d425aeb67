import { mkdirSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'

const browser = await openBrowser()
const page = await newPage(browser, { viewport: { width: 390, height: 844 } })
// What the phone showed, for a person to look at after the run.
const SHOTS = 'scripts/e2e/screenshots'
mkdirSync(SHOTS, { recursive: true })

describe('journey: a guest on a 390 px phone opens the menu, searches and reads a tour', () => {
  it('sees a one-line header whose menu opens behind a button', async () => {
    const demo = `http://demo.localhost:${inject('port')}`
    await page.goto(`${demo}/en`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    const header = page.locator('header').first()
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(80)
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    expect(await menu.isVisible()).toBe(false)
    await page.screenshot({ path: `${SHOTS}/phone-header.png` })

    await page.getByRole('button', { name: 'Main menu' }).click()
    await menu.getByRole('link', { name: 'Search' }).waitFor()
    await page.screenshot({ path: `${SHOTS}/phone-menu-open.png` })
    await menu.getByRole('link', { name: 'Search' }).click()
    await page.waitForURL(`${demo}/en/search`)
    expect(await menu.isVisible()).toBe(false)
  })

  it('types in a search box with room to read what it says', async () => {
    const box = page.getByRole('combobox').first()
    await box.waitFor({ timeout: 10_000 })
    expect((await box.boundingBox())?.width).toBeGreaterThanOrEqual(180)
    await page.screenshot({ path: `${SHOTS}/phone-search.png` })
  })

  it('opens a tour page with its name as the heading, a picture and the lowest price', async () => {
    const demo = `http://demo.localhost:${inject('port')}`
    await page.goto(`${demo}/en/activity/2`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect.poll(() => heading.textContent()).toBe('Guided kayak trip on the Aurlandsfjord')
    expect(await page.getByRole('img', { name: 'Guided kayak trip on the Aurlandsfjord' }).isVisible()).toBe(
      true,
    )
    expect(
      await page
        .getByText(/^From\s/)
        .first()
        .textContent(),
    ).toMatch(/^From\s+NOK\s?890\.00$/)
    await page.screenshot({ path: `${SHOTS}/phone-tour.png` })
  })

  it('finds the way home from a page that does not exist', async () => {
    const demo = `http://demo.localhost:${inject('port')}`
    await page.goto(`${demo}/en/no-such-page`)
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await page.waitForURL(`${demo}/en`)
  })
})
