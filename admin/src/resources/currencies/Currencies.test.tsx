import type { CurrencyRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

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

const addCode = (code: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: /Currency code|Währungscode/ }), {
    target: { value: code },
  })
  fireEvent.submit(screen.getByRole('textbox', { name: /Currency code|Währungscode/ }).closest('form')!)
}
const currency = async (code: string) =>
  (
    await api.call<CurrencyRecord[]>(admin.access_token, 'GET', '/core/v1/admin/currencies?range=[0,199]')
  ).body.find((row) => row.code === code)

describe('the admin’s currencies (settings/currencies)', () => {
  it('lists the currencies in the admin’s language with their products', async () => {
    await renderApp(api, '/de/admin/settings/currencies', { tokens: admin })
    const row = (await screen.findByText('Norwegische Krone', {}, { timeout: 15_000 })).closest('tr')!
    expect(within(row).getByText('NOK')).toBeTruthy()
    expect(within(row).getByRole('switch')).toHaveProperty('checked', true)
  })

  it('refuses a code that is not ISO 4217 and one already listed, adds a new one, then closes it', async () => {
    await renderApp(api, '/en/admin/settings/currencies', { tokens: admin })
    await screen.findByText('Norwegian Krone', {}, { timeout: 15_000 })
    addCode('XYZ')
    expect(await screen.findByText('Please enter an ISO 4217 currency code such as EUR')).toBeTruthy()
    addCode('NOK')
    expect(await screen.findByText('This currency is already on the list')).toBeTruthy()

    addCode('jpy')
    expect(await screen.findByText('JPY added: Japanese Yen.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('JPY added: Japanese Yen.')).toBeNull(), {
      timeout: 15_000,
    })
    expect((await currency('JPY'))?.enabled).toBe(true)

    fireEvent.click(await screen.findByRole('switch', { name: 'Enabled: JPY' }))
    expect(
      await screen.findByText('JPY is no longer offered for new prices; 0 products keep their prices in it.'),
    ).toBeTruthy()
    await waitFor(async () => expect((await currency('JPY'))?.enabled).toBe(false))
  })
})
