import { ACCESS_TOKEN_COOKIE, MESSAGES, PaymentMethod, REFRESH_TOKEN_COOKIE } from '@jaunt/domain'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_PAGES, PANEL_PAGES } from './access/pages'
import { pagesWithoutScreen } from './App'
import { documentCookies } from './auth/tokenCookies'
import { startFakeApi, type FakeApi } from './test/fakeApi'
import { renderApp, resetBrowserState } from './test/renderApp'
import { ADMIN, DEMO_SITE, NEWBIE, OPERATOR, PARTNER, SUPPLIER, site } from './test/users'

let api: FakeApi

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const cookies = () => documentCookies()

describe('the login gate: no token', () => {
  it('shows the login page, and a refused login shows the server message', async () => {
    await renderApp(api, '/en/npanel/')
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 30_000 })).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'partner@jaunt.test' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password')
    expect(cookies().get(ACCESS_TOKEN_COOKIE)).toBeNull()
  })

  it('checks the email before asking the server', async () => {
    await renderApp(api, '/en/npanel/login')
    const sent = api.received.length
    fireEvent.change(await screen.findByLabelText('Email', {}, { timeout: 30_000 }), {
      target: { value: 'nope' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Please enter valid email.')).toBeTruthy()
    expect(screen.getByText('Please enter password.')).toBeTruthy()
    expect(api.received.slice(sent).some((request) => request.url === '/nauth/npanel/login')).toBe(false)
  })

  it('keeps both tokens in the cookies on login and loads the panel afresh', async () => {
    const { loads } = await renderApp(api, '/en/npanel/login')
    fireEvent.change(await screen.findByLabelText('Email', {}, { timeout: 30_000 }), {
      target: { value: 'supplier@jaunt.test' },
    })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-pass-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(loads).toEqual(['/en/npanel/']))
    expect(cookies().get(ACCESS_TOKEN_COOKIE)).toMatch(/^at-4-/)
    expect(cookies().get(REFRESH_TOKEN_COOKIE)).toMatch(/^rt-4-/)
  })
})

describe('the login gates with a session', () => {
  it('sends a first-time user to change the password, then to the terms, then into the panel', async () => {
    api.setUser(NEWBIE)
    await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(NEWBIE) })
    expect(await screen.findByRole('heading', { name: 'Change password' }, { timeout: 30_000 })).toBeTruthy()
    expect(window.location.pathname).toBe('/en/npanel/change-password')

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'wrong' } })
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Fjord-2026' } })
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Fjord-2026' } })
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    // The server's message, on the field it names.
    const current = screen.getByLabelText('Current password')
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('The current password is not correct')).toBeTruthy()

    fireEvent.change(current, { target: { value: 'Demo-pass-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))

    expect(
      await screen.findByRole('heading', { name: 'Jaunt partner and supplier terms' }, { timeout: 30_000 }),
    ).toBeTruthy()
    expect(window.location.pathname).toBe('/en/npanel/no/terms-and-condition')
    // The legal text shows as HTML (its sanitising is checked in Chromium: happy-dom's DOM breaks DOMPurify).
    const text = screen.getByTestId('terms-text')
    expect(text.textContent).toContain('1. Who these terms are for')
    expect(text.textContent).toContain('These terms apply to every partner.')

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 30_000 })).toBeTruthy()
    expect(window.location.pathname).toBe('/en/npanel/')
  })

  it('clears the cookies of a user who may not log in and shows the login page', async () => {
    api.setUser({ ...SUPPLIER, can_login: false })
    await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(SUPPLIER) })
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 30_000 })).toBeTruthy()
    expect(cookies().get(ACCESS_TOKEN_COOKIE)).toBeNull()
    expect(cookies().get(REFRESH_TOKEN_COOKIE)).toBeNull()
    api.setUser(SUPPLIER)
  })

  it('sends an admin who opens /npanel to /admin, and a partner who opens /admin to /npanel', async () => {
    const admin = await renderApp(api, '/en/npanel/calendar', { tokens: api.sessionOf(ADMIN) })
    await waitFor(() => expect(admin.loads).toEqual(['/en/admin/']))
    cleanup()
    const partner = await renderApp(api, '/de/admin/', { tokens: api.sessionOf(PARTNER) })
    await waitFor(() => expect(partner.loads).toEqual(['/de/npanel/']))
  })

  it('refreshes an expired access token without the user noticing', async () => {
    const tokens = api.sessionOf(SUPPLIER)
    api.expireAccessTokens()
    const sent = api.received.length
    await renderApp(api, '/en/npanel/', { tokens })
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 30_000 })).toBeTruthy()
    expect(cookies().get(ACCESS_TOKEN_COOKIE)).not.toBe(tokens.access_token)
    // One refresh, shared by the calls the page makes at once.
    const refreshes = api.received
      .slice(sent)
      .filter((request) => request.url === '/nauth/npanel/refresh_token')
    expect(refreshes).toHaveLength(1)
  })

  it('ends in the login page with the session-expired message when the refresh fails', async () => {
    await renderApp(api, '/en/npanel/', { tokens: { access_token: 'at-gone', refresh_token: 'rt-gone' } })
    expect(await screen.findByText(MESSAGES.sessionExpired, {}, { timeout: 30_000 })).toBeTruthy()
    expect(cookies().get(ACCESS_TOKEN_COOKIE)).toBeNull()
    expect(cookies().get(REFRESH_TOKEN_COOKIE)).toBeNull()
  })
})

describe('route access', () => {
  it('shows Access Denied for a page of another role', async () => {
    await renderApp(api, '/en/npanel/cancellations', { tokens: api.sessionOf(PARTNER) })
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 30_000 })).toBeTruthy()
    expect(window.location.pathname).toBe('/en/npanel/403')
  })

  it('shows 404 "This page could not be found" for an unknown path', async () => {
    await renderApp(api, '/en/npanel/no/such/page', { tokens: api.sessionOf(SUPPLIER) })
    expect(
      await screen.findByRole('heading', { name: MESSAGES.pageNotFound }, { timeout: 30_000 }),
    ).toBeTruthy()
  })

  it('has a screen for every page of both menus: none is a coming-soon placeholder', () => {
    expect(pagesWithoutScreen([...PANEL_PAGES, ...ADMIN_PAGES])).toEqual([])
  })

  it('sends Terminal Settings of a site without the terminal method to the site settings', async () => {
    await renderApp(api, `/en/npanel/${DEMO_SITE.id}/terminal-settings`, { tokens: api.sessionOf(PARTNER) })
    expect(await screen.findByRole('heading', { name: 'Site Settings' }, { timeout: 30_000 })).toBeTruthy()
    expect(window.location.pathname).toBe(`/en/npanel/${DEMO_SITE.id}/site-settings`)
  })

  it('shows the breadcrumb Create for the new site (-1) and Edit for an existing one', async () => {
    await renderApp(api, '/en/npanel/-1/general-settings', { tokens: api.sessionOf(PARTNER) })
    const trail = await screen.findByRole('navigation', { name: 'breadcrumb' }, { timeout: 30_000 })
    expect(within(trail).getByText('Create')).toBeTruthy()
    cleanup()
    await renderApp(api, `/en/npanel/${DEMO_SITE.id}/general-settings`, { tokens: api.sessionOf(PARTNER) })
    const edit = await screen.findByRole('navigation', { name: 'breadcrumb' }, { timeout: 30_000 })
    expect(within(edit).getByText('Edit')).toBeTruthy()
    expect(within(edit).getByText(DEMO_SITE.name)).toBeTruthy()
  })
})

describe('the site selector', () => {
  async function openSelector() {
    const selector = await screen.findByRole('combobox', { name: 'Site' }, { timeout: 30_000 })
    fireEvent.mouseDown(selector)
    return screen.findByRole('listbox')
  }

  it('falls back to the first site when the remembered one is gone, and remembers a choice', async () => {
    const second = site(11, 'Harbour Kiosk', [PaymentMethod.Card, PaymentMethod.Terminal])
    api.setSites(PARTNER.id, [DEMO_SITE, second])
    cookies().set('nlab_site_id', '999')
    await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(PARTNER) })
    const selector = await screen.findByRole('combobox', { name: 'Site' }, { timeout: 30_000 })
    await waitFor(() => expect(selector.textContent).toContain(DEMO_SITE.name))
    expect(cookies().get('nlab_site_id')).toBe(String(DEMO_SITE.id))

    fireEvent.click(within(await openSelector()).getByRole('option', { name: second.name }))
    await waitFor(() => expect(cookies().get('nlab_site_id')).toBe('11'))
    // The terminal site brings Terminal Settings into the menu.
    expect(await screen.findByRole('menuitem', { name: 'Terminal Settings' })).toBeTruthy()
    api.setSites(PARTNER.id, [DEMO_SITE])
  })

  it('blocks "Create new site" at 2 sites with the spec info alert and keeps the previous site', async () => {
    api.setSites(PARTNER.id, [DEMO_SITE, site(12, 'Second Site')])
    cookies().set('nlab_site_id', '12')
    await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(PARTNER) })
    fireEvent.click(within(await openSelector()).getByRole('option', { name: 'Create new site' }))
    expect(await screen.findByText(MESSAGES.siteLimit)).toBeTruthy()
    const selector = screen.getByRole('combobox', { name: 'Site' })
    expect(selector.textContent).toContain('Second Site')
    expect(cookies().get('nlab_site_id')).toBe('12')
    expect(window.location.pathname).toBe('/en/npanel/')
    api.setSites(PARTNER.id, [DEMO_SITE])
  })

  it('goes to the new site general settings with fewer than 2 sites', async () => {
    await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(PARTNER) })
    fireEvent.click(within(await openSelector()).getByRole('option', { name: 'Create new site' }))
    await waitFor(() => expect(window.location.pathname).toBe('/en/npanel/-1/general-settings'))
    expect(await screen.findByRole('heading', { name: 'General Settings' })).toBeTruthy()
    expect(cookies().get('nlab_site_id')).toBe('-1')
  })
})

describe('the dashboard and the top bar', () => {
  it('opens the dashboard from the spec’s dashboard link, in the same area and language', async () => {
    await renderApp(api, '/de/npanel/dashboard', { tokens: api.sessionOf(SUPPLIER) })
    await waitFor(() => expect(window.location.pathname).toBe('/de/npanel/'))
    expect(await screen.findByText('Anstehende Buchungen', {}, { timeout: 30_000 })).toBeTruthy()
  })

  it("shows the partner's real figures from the dashboard summary", async () => {
    await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(SUPPLIER) })
    expect(await screen.findByText('Upcoming bookings', {}, { timeout: 30_000 })).toBeTruthy()
    expect(screen.getByText('12')).toBeTruthy()
    expect(screen.getByText(/15,480\.50/)).toBeTruthy()
    // A supplier runs no site: the card payments notice is for partners.
    expect(screen.queryByText(/^Card payments are off/)).toBeNull()
  })

  it('tells a partner when card payments are off on this server', async () => {
    await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(PARTNER) })
    expect(
      await screen.findByText(
        /^Card payments are off: this server has no Stripe keys\./,
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy()
  })

  it('has Profile and Logout in the profile menu; Logout revokes the refresh token', async () => {
    const tokens = api.sessionOf(OPERATOR)
    await renderApp(api, '/en/npanel/', { tokens })
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }, { timeout: 30_000 }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(
      '/en/npanel/profile',
    )
    await act(async () => fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' })))
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 30_000 })).toBeTruthy()
    const logout = api.received.filter((request) => request.url === '/nauth/npanel/logout').at(-1)
    expect(logout).toBeTruthy()
    expect(cookies().get(REFRESH_TOKEN_COOKIE)).toBeNull()
  })
})

describe("the admin's log-in-as", () => {
  it('lists the partners, swaps the tokens for the chosen one and keeps the admin session aside', async () => {
    const adminTokens = api.sessionOf(ADMIN)
    const { loads } = await renderApp(api, '/en/admin/user', { tokens: adminTokens })
    const row = (await screen.findByText('Nils Nordic', {}, { timeout: 30_000 })).closest('tr') as HTMLElement
    expect(within(row).getByText('partner2@jaunt.test')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Log in as' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Log in as Nils Nordic?')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in as' }))

    await waitFor(() => expect(loads).toEqual(['/en/npanel/']))
    expect(cookies().get(ACCESS_TOKEN_COOKIE)).toMatch(/^at-3-/)
    expect(cookies().get('nlab_admin_refresh_token')).toBe(adminTokens.refresh_token)
  })

  it('shows who the admin is logged in as, and goes back to the admin session', async () => {
    const adminTokens = api.sessionOf(ADMIN)
    cookies().set('nlab_admin_token', adminTokens.access_token)
    cookies().set('nlab_admin_refresh_token', adminTokens.refresh_token)
    const { loads } = await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(PARTNER) })
    expect(await screen.findByText('Logged in as Paula Partner', {}, { timeout: 30_000 })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Return to admin' }))
    await waitFor(() => expect(loads).toEqual(['/en/admin/user']))
    expect(cookies().get(ACCESS_TOKEN_COOKIE)).toBe(adminTokens.access_token)
    expect(cookies().get('nlab_admin_token')).toBeNull()
  })
})
