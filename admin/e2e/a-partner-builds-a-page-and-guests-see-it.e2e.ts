import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { BackOffice } from './backOffice'

const browser = await openBrowser()

describe('journey: a partner builds a page in the page builder and guests see it', () => {
  it('two blocks added in Puck reach the site’s sub-domain once the page is published', async () => {
    const slug = `e2e-harbour-${Date.now().toString(36)}`
    const office = new BackOffice(await newPage(browser, { viewport: { width: 1500, height: 1000 } }))
    const { page } = office
    await office.logIn('partner2@jaunt.test')
    await office.chooseSite('Nordic Trails')
    await office.menu.getByRole('menuitem', { name: 'Pages' }).click()
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor()

    await page.getByLabel('New page title').fill('Harbour walks')
    await page.getByLabel('Slug').first().fill(slug)
    await page.getByRole('button', { name: 'Create page' }).click()
    await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor({ timeout: 20_000 })

    const blocks = page.getByRole('navigation', { name: 'Add a block' })
    await blocks.getByRole('button', { name: 'Hero' }).click()
    await blocks.getByRole('button', { name: 'Questions and answers' }).click()
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor()
    // The block is drawn in the canvas (its name also heads the fields panel, as it is selected).
    await page.getByRole('heading', { level: 2, name: 'Questions and answers' }).first().waitFor()

    const guest = await newPage(browser)
    const address = `http://nordic.localhost:${inject('port')}/en/page/${slug}`
    // Unpublished: guests do not find it yet.
    const before = await guest.goto(address)
    expect(before?.status()).toBe(404)

    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByRole('alert').filter({ hasText: 'Page published.' }).first().waitFor({ timeout: 15_000 })
    await guest.goto(address)
    await guest.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor({ timeout: 15_000 })
    await guest.getByRole('heading', { level: 2, name: 'Questions and answers' }).waitFor()
    await guest.close()
    await page.close()
  })
})
