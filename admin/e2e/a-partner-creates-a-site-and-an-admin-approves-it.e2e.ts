import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { BackOffice } from './backOffice'

const SITE_NAME = 'Wallaby Wanders'
const SUB_DOMAIN = 'wallaby-wanders'

const browser = await openBrowser()

async function notified(page: Page, text: string | RegExp) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout: 15_000 })
}

describe('journey: a new partner creates a site, an admin approves it, and guests can open it', () => {
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
})
