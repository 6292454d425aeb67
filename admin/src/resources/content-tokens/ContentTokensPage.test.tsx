import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let admin: TokenPair
// Unique per run: other test files share the API server and its database.
const run = Date.now().toString(36)

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
  vi.unstubAllGlobals()
})

const submit = () => fireEvent.submit(screen.getByRole('button', { name: 'Create token' }).closest('form')!)

describe('Content API tokens (tools/content-api-tokens)', () => {
  it('makes a token for a site, shows it once, and revoking it stops the content API answering it', async () => {
    const name = `Kiosk app ${run}`
    await renderApp(api, '/en/admin/tools/content-api-tokens', { tokens: admin })
    await screen.findByRole('heading', { level: 1, name: 'Content API tokens' }, { timeout: 20_000 })

    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: name } })
    submit()
    await screen.findByText('Please choose the site the token reads')

    fireEvent.change(screen.getByRole('combobox', { name: 'Site' }), { target: { value: 'Fjord' } })
    fireEvent.click(await screen.findByRole('option', { name: /Fjord & Fell Adventures/ }))
    submit()
    const shown = await screen.findByLabelText('New token')
    const token = shown.textContent!
    expect(token).toMatch(/^jct_/)

    const pages = await api.call<{ data: unknown[] }>(token, 'GET', '/content/v1/pages')
    expect(pages.status).toBe(200)

    const table = screen.getByRole('table', { name: 'Content API tokens' })
    const row = (await within(table).findByText(name)).closest('tr')!
    expect(row.textContent).toContain(token.slice(0, 12))
    expect(row.textContent).not.toContain(token)

    // The browser's own confirm dialog, answered yes.
    vi.stubGlobal('confirm', () => true)
    fireEvent.click(within(row).getByRole('button', { name: `Revoke ${name}` }))
    await waitFor(() => {
      const revoked = within(screen.getByRole('table', { name: 'Content API tokens' }))
        .getByText(name)
        .closest('tr')!
      expect(within(revoked).getByText('Revoked')).toBeTruthy()
    })
    expect((await api.call(token, 'GET', '/content/v1/pages')).status).toBe(401)
  })
})
