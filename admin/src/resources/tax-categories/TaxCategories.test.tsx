import type { TaxCategoryRecord, TokenPair } from '@jaunt/domain'
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

const typeInto = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })
const setRate = (value: string) =>
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Rate %' }), { target: { value } })

describe('the admin’s tax categories (settings/tax-categories)', () => {
  it('refuses a rate above 100, then creates a category and lists it', async () => {
    const slug = `museum-entry-${Date.now()}`
    await renderApp(api, '/en/admin/settings/tax-categories/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Create tax category' }, { timeout: 15_000 })
    typeInto('Slug', slug)
    typeInto('Name', 'Museum entry')
    setRate('140')
    save()
    expect(await screen.findByText('Please enter a rate from 0 to 100')).toBeTruthy()
    setRate('6')
    save()
    await waitFor(() => expect(window.location.pathname).toMatch(/tax-categories\/\d+$/), { timeout: 30_000 })
    const id = window.location.pathname.split('/').at(-1)
    const saved = await api.call<TaxCategoryRecord>(
      admin.access_token,
      'GET',
      `/core/v1/tax-categories/${id}`,
    )
    expect(saved.body).toMatchObject({ slug, rate: 6, name: { en: 'Museum entry' } })
    cleanup()
    resetBrowserState()

    await renderApp(api, '/en/admin/settings/tax-categories', { tokens: admin })
    const row = (await screen.findByText(slug, {}, { timeout: 15_000 })).closest('tr')!
    expect(row.textContent).toContain('Museum entry')
    expect(row.textContent).toContain('6')
  })
})
