import type { Frame, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { BackOffice } from './backOffice'

const browser = await openBrowser()
const WINE = '#7A1F3D'

const buttonColour = (page: Page | Frame) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--jaunt-button-background-color').trim(),
  )

describe('journey: a partner restyles their site in the theme editor and sees it live before saving', () => {
  it('the site framed beside the form wears each colour as it is typed, warns of unreadable text, and guests see it once saved', async () => {
    const office = new BackOffice(await newPage(browser, { viewport: { width: 1500, height: 1000 } }))
    const { page } = office
    await office.logIn('partner2@jaunt.test')
    await office.chooseSite('Nordic Trails')
    await office.menu.getByRole('menuitem', { name: 'Theme' }).click()
    await page.getByRole('heading', { level: 1, name: 'Theme' }).waitFor()
    const background = page.getByLabel('Button background', { exact: true })
    await expect.poll(() => background.inputValue(), { timeout: 10_000 }).not.toBe('')
    const seeded = await background.inputValue()

    // The preview is the site's own page on its sub-domain, framed across origins under both CSPs.
    const preview = () => page.frames().find((frame) => new URL(frame.url()).hostname === 'nordic.localhost')
    await expect.poll(() => preview()?.url(), { timeout: 20_000 }).toMatch(/\/en\?theme-preview$/)
    await background.fill('#FFFF00')
    await expect
      .poll(async () => (preview() ? buttonColour(preview()!) : ''), { timeout: 10_000 })
      .toBe('#FFFF00')
    await page.getByText('Button text on Button background: 1.1:1').waitFor()

    await background.fill(WINE)
    await expect.poll(async () => buttonColour(preview()!), { timeout: 10_000 }).toBe(WINE)
    await page.getByText('Every text is easy to read on its background (WCAG AA).').waitFor()

    // Until saved, guests still see the old theme.
    const guest = await newPage(browser)
    await guest.goto(`http://nordic.localhost:${inject('port')}/en`)
    expect(await buttonColour(guest)).not.toBe(WINE)

    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').filter({ hasText: 'Settings saved.' }).first().waitFor({ timeout: 15_000 })
    await guest.reload()
    expect(await buttonColour(guest)).toBe(WINE)
    await guest.close()

    // The seeded theme back, for the journeys that read nordic's colours (their order varies).
    const saved = page.getByRole('alert').filter({ hasText: 'Settings saved.' })
    await expect.poll(() => saved.count(), { timeout: 15_000 }).toBe(0)
    await background.fill(seeded)
    await page.getByRole('button', { name: 'Save' }).click()
    await saved.first().waitFor({ timeout: 15_000 })
    await page.close()
  })
})
