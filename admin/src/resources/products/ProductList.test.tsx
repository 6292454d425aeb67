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
    expect(await screen.findByRole('heading', { name: 'Rentals' }, { timeout: 30_000 })).toBeTruthy()
    const row = (await screen.findByText('Cabin boat rental in the Stockholm archipelago')).closest('tr')!
    expect(within(row).getByText('Nordic City Walks AB')).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: /Supplier/ })).toBeTruthy()

    fireEvent.change(screen.getByPlaceholderText('Search by name or code'), {
      target: { value: 'cabin boat' },
    })
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2))
    expect(decodeURIComponent(window.location.search)).toContain('"q":"cabin boat"')
  })

  it('publishes the selected rentals', async () => {
    const ids = async (path: string) =>
      (await api.call<{ data: { id: number; name: string }[] }>(admin.access_token, 'GET', path)).body.data
    const [place] = await ids('/core/v1/select/location')
    const supplier = (await ids('/core/v1/select/supplier')).find((row) => row.name === 'Sam Supplier')!
    const created = await api.call<{ id: number }>(admin.access_token, 'POST', '/core/v1/rentals', {
      supplier_user_id: supplier.id,
      location_id: place!.id,
      currency_code: 'NOK',
      duration: { hours: 2, minutes: 0 },
      texts: { en: { name: 'Wallaby e-bike hire' } },
      details: { licence_required: false },
    })
    await renderApp(api, '/en/admin/rental', { tokens: admin })
    fireEvent.change(await screen.findByPlaceholderText('Search by name or code', {}, { timeout: 30_000 }), {
      target: { value: 'wallaby' },
    })
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2))
    fireEvent.click(within(screen.getAllByRole('row')[1]!).getByRole('checkbox'))
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Active' }))
    expect(await screen.findByText('Status changed to Active.')).toBeTruthy()
    const saved = await api.call<{ status: number }>(
      admin.access_token,
      'GET',
      `/core/v1/rentals/${created.body.id}`,
    )
    expect(saved.body.status).toBe(1)
  })

  it('is a real page, not a placeholder', async () => {
    await renderApp(api, '/en/admin/attraction', { tokens: admin })
    expect(await screen.findByRole('heading', { name: 'Attractions' }, { timeout: 30_000 })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Create attraction' })).toBeTruthy()
  })
})
