import { describe, expect, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { BackOffice } from './backOffice'

const SITE_LIMIT =
  'It appears that you have reached the maximum limit of allowed sites. To increase this limit, please contact support.'

const browser = await openBrowser()

describe("the partner's site selector", () => {
  it('a partner with two sites hits the limit alert on "Create new site" and keeps the chosen site', async () => {
    const office = new BackOffice(await newPage(browser))
    const { page } = office
    // partner@ owns two demo sites (demo and the lodge's front desk), the most without the extra-site policy.
    await office.logIn('partner@jaunt.test')
    await office.chooseSite('Fjordview Lodge Front Desk')
    await expect.poll(() => office.siteSelector.textContent()).toContain('Fjordview Lodge Front Desk')
    // The lodge takes payment at a card reader, so its menu has Terminal Settings.
    await expect.poll(() => office.menuItems()).toContain('Terminal Settings')
    const lodge = (await office.cookie('nlab_site_id'))?.value
    expect(lodge).toMatch(/^\d+$/)

    await office.chooseSite('Create new site')
    await page.getByText(SITE_LIMIT).waitFor()
    expect(await office.siteSelector.textContent()).toContain('Fjordview Lodge Front Desk')
    expect((await office.cookie('nlab_site_id'))?.value).toBe(lodge)
    expect(new URL(page.url()).pathname).toBe('/en/npanel/')
    // The alert lasts 5 seconds.
    await page.getByText(SITE_LIMIT).waitFor({ state: 'hidden', timeout: 8000 })
    await page.close()
  })

  it('a partner with one site goes to the new site general settings (Create)', async () => {
    const office = new BackOffice(await newPage(browser))
    const { page } = office
    await office.logIn('partner2@jaunt.test')
    await office.chooseSite('Create new site')
    await page.waitForURL('**/en/npanel/-1/general-settings')
    await page.getByRole('heading', { level: 1, name: 'General Settings' }).waitFor()
    expect(await page.getByRole('navigation', { name: 'breadcrumb' }).textContent()).toContain('Create')
    await page.close()
  })
})
