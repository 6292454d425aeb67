import type { CurrentUser, LegalTextRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let admin: TokenPair

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })

/** newbie@ moved to Iceland, which no other test's user lives in, having accepted the general terms. */
async function icelandicUser() {
  const first = await api.login('newbie@jaunt.test')
  const changed = await api.call<TokenPair>(first.access_token, 'PUT', '/core/v1/user/password', {
    current_password: 'Demo-pass-1',
    new_password: 'Geysir-2026',
  })
  const tokens = changed.body
  await api.call(tokens.access_token, 'PUT', '/core/v1/user/profile', {
    name: 'Nina Newbie',
    country_code: 'IS',
    user_currency_type: 'ISK',
  })
  await api.call(tokens.access_token, 'POST', '/core/v1/user/accept-terms-and-condition')
  const user = await api.call<CurrentUser>(tokens.access_token, 'GET', '/core/v1/current/user')
  expect(user.body).toMatchObject({ country_code: 'IS', terms_and_condition_accepted: true })
  return tokens
}

describe('the admin’s legal texts (legal-text)', () => {
  it('refuses a text without a body, then publishes it and its users accept it at their next login', async () => {
    const newbie = await icelandicUser()
    await renderApp(api, '/en/admin/legal-text/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Publish a new text' }, { timeout: 30_000 })
    type('Country', 'is')
    type('Title', 'Icelandic partner terms')
    save()
    expect(await screen.findByText('Please enter the text')).toBeTruthy()

    type('Text (HTML)', '<h2>Skilmálar</h2><p>Icelandic terms apply.</p><script>alert(1)</script>')
    save()
    await waitFor(() => expect(window.location.pathname).toMatch(/legal-text\/\d+$/), { timeout: 30_000 })
    expect(await screen.findByRole('heading', { name: 'Icelandic partner terms' })).toBeTruthy()
    const saved = await api.call<LegalTextRecord>(
      admin.access_token,
      'GET',
      `/core/v1/user/terms-and-condition/${window.location.pathname.split('/').at(-1)}`,
    )
    expect(saved.body).toMatchObject({ country_code: 'IS', version: 1, is_current: true })
    expect(saved.body.content_html).toBe('<h2>Skilmálar</h2><p>Icelandic terms apply.</p>')
    cleanup()
    resetBrowserState()

    await renderApp(api, '/en/npanel/', { tokens: newbie })
    expect(
      await screen.findByRole('heading', { name: 'Icelandic partner terms' }, { timeout: 30_000 }),
    ).toBeTruthy()
    expect(window.location.pathname).toBe('/en/npanel/is/terms-and-condition')
    expect(screen.getByTestId('terms-text').textContent).toContain('Icelandic terms apply.')
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 30_000 })).toBeTruthy()
  })

  it('lists the guests’ terms on the terms-of-use page with the current version marked', async () => {
    await api.call(admin.access_token, 'POST', '/core/v1/user/terms-and-condition', {
      kind: 'terms-of-use',
      country_code: 'IS',
      locale: 'en',
      title: 'Puffin guests’ terms',
      content_html: '<p>Puffins first.</p>',
    })
    await renderApp(api, '/en/admin/text/terms-of-use', { tokens: admin })
    expect(await screen.findByRole('heading', { name: "Guests' terms" }, { timeout: 30_000 })).toBeTruthy()
    const row = (await screen.findByText('Puffin guests’ terms')).closest('tr')!
    expect(row.textContent).toContain('Current')
    expect(screen.queryByText('Jaunt partner and supplier terms')).toBeNull()
  })

  it('publishes a privacy policy from its own page, which lists that kind alone', async () => {
    await renderApp(api, '/en/admin/text/policy-privacy/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Publish a new text' }, { timeout: 30_000 })
    type('Country', 'is')
    type('Title', 'Lundi privacy policy')
    type('Text (HTML)', '<p>We keep puffin sightings only.</p>')
    save()
    await waitFor(() => expect(window.location.pathname).toMatch(/text\/policy-privacy\/\d+$/), {
      timeout: 30_000,
    })
    const saved = await api.call<LegalTextRecord>(
      admin.access_token,
      'GET',
      `/core/v1/user/terms-and-condition/${window.location.pathname.split('/').at(-1)}`,
    )
    expect(saved.body).toMatchObject({ kind: 'privacy-policy', country_code: 'IS', is_current: true })
    cleanup()
    resetBrowserState()

    await renderApp(api, '/en/admin/text/policy-privacy', { tokens: admin })
    expect(await screen.findByRole('heading', { name: 'Privacy policy' }, { timeout: 30_000 })).toBeTruthy()
    expect(await screen.findByText('Lundi privacy policy')).toBeTruthy()
    expect(screen.queryByText('Jaunt partner and supplier terms')).toBeNull()
  })

  it('lists the partners’ and suppliers’ terms on the terms-and-conditions page', async () => {
    await renderApp(api, '/en/admin/text/terms-and-conditions', { tokens: admin })
    expect(
      await screen.findByRole('heading', { name: 'Terms for partners and suppliers' }, { timeout: 30_000 }),
    ).toBeTruthy()
    expect((await screen.findAllByText('Jaunt partner and supplier terms')).length).toBeGreaterThan(0)
    expect(screen.queryByText('Jaunt privacy policy')).toBeNull()
  })
})
