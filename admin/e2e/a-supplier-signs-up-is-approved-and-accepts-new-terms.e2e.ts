import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { BackOffice } from './backOffice'

const browser = await openBrowser()
// Iceland: no demo account and no other journey lives there, so its new terms stop only this supplier.
const COUNTRY = 'Iceland'

/** The set-password link of the newest mail to `email`, as the dev outbox shows it. */
async function mailedLink(browser: Browser, baseUrl: string, email: string) {
  const outbox = await newPage(browser)
  await outbox.goto(`${baseUrl}/dev/mail`)
  const mail = outbox.locator('article', { hasText: `To ${email}` }).first()
  const href = await mail.locator('a[href*="set-password"]').first().getAttribute('href')
  await outbox.close()
  if (!href) throw new Error(`no set-password link mailed to ${email}`)
  return href
}

async function signUp(page: Page, email: string) {
  await page.getByRole('link', { name: 'Sign up' }).click()
  await page.getByRole('heading', { name: 'Sign up' }).waitFor()
  await page.getByLabel('Name').fill('Geysir Tours')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('checkbox', { name: 'Sell my products (supplier)' }).check()
  await page.getByRole('combobox', { name: 'Country' }).click()
  await page.getByRole('option', { name: COUNTRY }).click()
  await page.getByRole('region').waitFor()
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check()
  await page.getByRole('button', { name: 'Sign up' }).click()
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor()
}

async function approveWithActivities(admin: BackOffice, email: string) {
  const { page } = admin
  await admin.open('/en/admin/user')
  await page.getByRole('tab', { name: 'Suppliers' }).click()
  await page.getByRole('tab', { name: 'Pending' }).click()
  const row = page.getByRole('row', { name: new RegExp(email) })
  await row.getByRole('button', { name: 'Approve' }).click()
  await page.getByText('User approved').waitFor()
  await page.getByRole('tab', { name: 'Active' }).click()
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByText(email)
    .click()
  await page.getByRole('heading', { name: 'Geysir Tours' }).waitFor()
  await page.getByRole('checkbox', { name: 'Activity module' }).check()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page
    .getByText(/saved|updated/i)
    .first()
    .waitFor()
}

describe('journey: a supplier signs up, is approved with the activity module, and accepts new terms', () => {
  it('signs up, verifies by mail, waits for approval, sells activities, and must accept the new terms', async () => {
    const email = `geysir-${Date.now()}@example.test`
    const supplier = new BackOffice(await newPage(browser))
    await supplier.open('/en/npanel/login')
    await signUp(supplier.page, email)

    await supplier.page.goto(await mailedLink(browser, supplier.baseUrl, email))
    await supplier.page.getByText(`For ${email}`).waitFor()
    await supplier.page.getByLabel('New password', { exact: true }).fill('Geysir-pass-1')
    await supplier.page.getByLabel('Repeat the new password').fill('Geysir-pass-1')
    await supplier.page.getByRole('button', { name: 'Set password' }).click()
    await supplier.page.getByText(/The marketplace team reviews your account/).waitFor()

    // Pending: the login page says why it does not let them in.
    await supplier.open('/en/npanel/login')
    await supplier.page.getByLabel('Email').fill(email)
    await supplier.page.getByLabel('Password').fill('Geysir-pass-1')
    await supplier.page.getByRole('button', { name: 'Sign in' }).click()
    await supplier.page.getByRole('alert').waitFor()
    expect(await supplier.page.getByRole('alert').textContent()).toBe(
      'Your account is waiting for approval. We will mail you as soon as the marketplace team has reviewed it.',
    )

    const admin = new BackOffice(await newPage(browser))
    await admin.logIn('admin@jaunt.test')
    await approveWithActivities(admin, email)

    await supplier.logIn(email, 'Geysir-pass-1')
    expect(new URL(supplier.page.url()).pathname).toBe('/en/npanel/')
    // The activity module granted, the accommodation one not.
    const menu = await supplier.menuItems()
    expect(menu).toContain('Activity Calendar')
    expect(menu).not.toContain('Accommodation Calendar')
    await supplier.menu.getByRole('menuitem', { name: 'Products' }).click()
    await supplier.menu.getByRole('menuitem', { name: 'Activities' }).click()
    await supplier.page.waitForURL('**/en/npanel/tour')
    await supplier.page.getByRole('heading', { level: 1, name: 'Activities' }).waitFor()

    // A new version of Iceland's terms: the supplier must accept it before going on.
    await admin.open('/en/admin/legal-text/-1')
    await admin.page.getByRole('heading', { name: 'Publish a new text' }).waitFor()
    await admin.page.getByRole('textbox', { name: 'Country' }).fill('is')
    await admin.page.getByRole('textbox', { name: 'Title' }).fill('Icelandic supplier terms')
    await admin.page.getByRole('textbox', { name: 'Text (HTML)' }).fill('<p>Skilmálar for Iceland.</p>')
    await admin.page.getByRole('button', { name: 'Save', exact: true }).click()
    await admin.page.getByRole('heading', { name: 'Icelandic supplier terms' }).waitFor()

    await supplier.page.context().clearCookies()
    await supplier.logIn(email, 'Geysir-pass-1')
    await supplier.page.getByRole('heading', { name: 'Icelandic supplier terms' }).waitFor()
    expect(new URL(supplier.page.url()).pathname).toBe('/en/npanel/is/terms-and-condition')
    await supplier.page.getByRole('button', { name: 'Accept' }).click()
    await supplier.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    expect(await supplier.menuItems()).toContain('Activity Calendar')
    await Promise.all([supplier.page.close(), admin.page.close()])
  })
})
