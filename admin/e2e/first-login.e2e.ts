import { describe, expect, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { BackOffice } from './backOffice'

const browser = await openBrowser()

describe('newbie@ passes through change password and terms', () => {
  it('changes the password, reads the sanitised terms, accepts them and reaches the dashboard', async () => {
    const office = new BackOffice(await newPage(browser))
    const { page } = office
    // Whatever the legal text holds, no script of it runs: slip some into the real answer.
    await page.route('**/core/public/user/terms-and-condition/**', async (route) => {
      const terms = await (await route.fetch()).json()
      terms.content_html += '<script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">'
      await route.fulfill({ json: terms })
    })

    await office.logIn('newbie@jaunt.test')
    expect(new URL(page.url()).pathname).toBe('/en/npanel/change-password')
    // The other gates hold: the dashboard sends back to the change-password page.
    await office.open('/en/npanel/')
    await page.waitForURL('**/en/npanel/change-password')

    await page.getByLabel('Current password').fill('not-my-password')
    await page.getByLabel('New password', { exact: true }).fill('Fjord-2026')
    await page.getByLabel('Confirm new password').fill('Fjord-2026')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect.poll(() => page.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByText('The current password is not correct').count()).toBe(1)

    await page.getByLabel('Current password').fill('Demo-pass-1')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.waitForURL('**/en/npanel/no/terms-and-condition')
    await page.getByRole('heading', { name: 'Jaunt partner and supplier terms' }).waitFor()
    const text = page.getByTestId('terms-text')
    expect(await text.textContent()).toContain('Who these terms are for')
    expect(await text.locator('script, [onerror]').count()).toBe(0)
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()

    await page.getByRole('button', { name: 'Accept' }).click()
    await page.waitForURL((url) => url.pathname === '/en/npanel/')
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()

    // The new password is the one that works from now on.
    await page.context().clearCookies()
    await office.logIn('newbie@jaunt.test', 'Fjord-2026')
    expect(new URL(page.url()).pathname).toBe('/en/npanel/')
    await page.close()
  })
})
