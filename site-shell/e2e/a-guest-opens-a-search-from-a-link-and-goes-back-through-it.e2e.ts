import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'

const browser = await openBrowser()
const page = await newPage(browser)

describe('journey: a guest opens a search from a link, narrows it, and goes Back and Forward through it', () => {
  it('keeps the search in the address, so a link, Back and Forward bring the same results', async () => {
    const demo = `http://demo.localhost:${inject('port')}`
    await page.goto(`${demo}/en/search?query=Troms%C3%B8`)
    const box = page.getByRole('combobox', { name: 'Search activities, stays and places' })
    await expect.poll(() => box.inputValue(), { timeout: 10_000 }).toBe('Tromsø')
    const results = page.locator('jaunt-search').getByRole('heading', { level: 2 }).first()
    await expect.poll(() => results.textContent(), { timeout: 10_000 }).toMatch(/^\d+ results?$/)
    const everything = await results.textContent()

    const hotels = page.getByRole('button', { name: /^Hotels \d+$/ })
    await hotels.click()
    await page.waitForURL(`${demo}/en/search?query=Troms%C3%B8&type=hotels`)
    await expect.poll(() => hotels.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => results.textContent()).not.toBe(everything)

    await page.goBack()
    await page.waitForURL(`${demo}/en/search?query=Troms%C3%B8`)
    await expect.poll(() => hotels.getAttribute('aria-pressed')).toBe('false')
    await expect.poll(() => results.textContent()).toBe(everything)

    await page.goForward()
    await page.waitForURL(`${demo}/en/search?query=Troms%C3%B8&type=hotels`)
    await expect.poll(() => hotels.getAttribute('aria-pressed')).toBe('true')
  })
})
