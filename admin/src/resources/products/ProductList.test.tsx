import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
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

describe('the admin’s Rentals list', () => {
  it('shows the seeded rentals with their suppliers, and narrows them by words', async () => {
    await renderApp(api, '/en/admin/rental', { tokens: admin })
    expect(await screen.findByRole('heading', { name: 'Rentals' }, { timeout: 10_000 })).toBeTruthy()
    const row = (await screen.findByText('Cabin boat rental in the Stockholm archipelago')).closest('tr')!
    expect(within(row).getByText('Nordic City Walks AB')).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: /Supplier/ })).toBeTruthy()

    fireEvent.change(screen.getByPlaceholderText('Search by name or code'), {
      target: { value: 'cabin boat' },
    })
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2))
    expect(decodeURIComponent(window.location.search)).toContain('"q":"cabin boat"')
  })

  it('is a real page, not a placeholder', async () => {
    await renderApp(api, '/en/admin/attraction', { tokens: admin })
    expect(await screen.findByRole('heading', { name: 'Attractions' }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByText('Coming soon')).toBeNull()
    expect(await screen.findByRole('link', { name: 'Create attraction' })).toBeTruthy()
  })
})
