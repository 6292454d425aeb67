import { describe, expect, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { BackOffice } from './backOffice'

const browser = await openBrowser()

describe('the session', () => {
  it('keeps the tokens in Secure, SameSite=Strict cookies for a day', async () => {
    const office = new BackOffice(await newPage(browser))
    await office.logIn('supplier@jaunt.test')
    for (const name of ['nlab_token', 'nlab_refresh_token']) {
      const cookie = await office.cookie(name)
      expect(cookie).toMatchObject({ path: '/', secure: true, sameSite: 'Strict', httpOnly: false })
      const hours = ((cookie?.expires ?? 0) - Date.now() / 1000) / 3600
      expect(hours).toBeGreaterThan(23.9)
      expect(hours).toBeLessThanOrEqual(24)
    }
    await office.page.close()
  })

  it('refreshes an access token the server refuses without the user noticing', async () => {
    const office = new BackOffice(await newPage(browser))
    const { page } = office
    await office.logIn('supplier@jaunt.test')
    // An access token the server no longer takes (as after its 15 minutes): its signature is spoilt.
    const stale = (await office.cookie('nlab_token'))!
    await page.context().addCookies([{ ...stale, value: `${stale.value.slice(0, -6)}AAAAAA` }])
    const refreshes: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/nauth/npanel/refresh_token')) refreshes.push(request.url())
    })

    await office.open('/en/npanel/calendar')
    await page.getByRole('heading', { name: 'Activity Calendar' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/en/npanel/calendar')
    expect(refreshes).toHaveLength(1)
    expect((await office.cookie('nlab_token'))?.value).not.toBe(stale.value)
    await page.close()
  })

  it('ends with the session-expired message on the login page when the refresh token is gone too', async () => {
    const office = new BackOffice(await newPage(browser))
    const { page } = office
    await office.logIn('supplier@jaunt.test')
    const access = (await office.cookie('nlab_token'))!
    const refresh = (await office.cookie('nlab_refresh_token'))!
    await page.context().addCookies([
      { ...access, value: `${access.value.slice(0, -6)}AAAAAA` },
      { ...refresh, value: `${refresh.value.slice(0, -6)}AAAAAA` },
    ])
    await office.open('/en/npanel/calendar')
    await page.waitForURL('**/en/npanel/login')
    await page
      .getByText("You've been logged out due to session time out. Kindly log back in for continued access.")
      .waitFor()
    expect(await office.cookie('nlab_token')).toBeUndefined()
    expect(await office.cookie('nlab_refresh_token')).toBeUndefined()
    await page.close()
  })

  it('logs out from the profile menu, revoking the refresh token', async () => {
    const office = new BackOffice(await newPage(browser))
    const { page } = office
    await office.logIn('operator@jaunt.test')
    const refresh = (await office.cookie('nlab_refresh_token'))!.value
    await page.getByRole('button', { name: 'Profile' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await page.waitForURL('**/en/npanel/login')
    expect(await office.cookie('nlab_token')).toBeUndefined()
    const reuse = await page.request.post(`${office.baseUrl}/nauth/npanel/refresh_token`, {
      data: { refresh_token: refresh },
    })
    expect(reuse.status()).toBe(401)
    await page.close()
  })
})
