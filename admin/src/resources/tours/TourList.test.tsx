import type { TokenPair, TourInput } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

// The whole back office renders a full form against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
const ids: Record<string, number> = {}

async function createTour(token: string, name: string, locationId: number) {
  const body: TourInput = {
    location_id: locationId,
    currency_code: 'NOK',
    duration: { hours: 3, minutes: 0 },
    texts: { en: { name } },
    images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The fjord' } }],
  }
  const created = await api.call<{ id: number }>(token, 'POST', '/core/v1/tours', body)
  return created.body.id
}

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  const both = await api.login('both@jaunt.test')
  const locations = await api.call<{ data: { id: number }[] }>(
    supplier.access_token,
    'GET',
    '/core/v1/select/location',
  )
  const place = locations.body.data[0]!.id
  ids.active = await createTour(supplier.access_token, 'Quokka kayak sunrise', place)
  ids.inactive = await createTour(supplier.access_token, 'Quokka kayak sunset', place)
  ids.theirs = await createTour(both.access_token, 'Quokka kayak of another supplier', place)
  await api.call(supplier.access_token, 'PUT', `/core/v1/tours/${ids.active}/update-status?status=1`)
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const tabs = () => within(screen.getByRole('tablist', { name: 'Status' }))
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByText(/^Quokka/)?.textContent)

async function openSearched() {
  await renderApp(api, '/en/npanel/tour', { tokens: supplier })
  fireEvent.change(await screen.findByPlaceholderText('Search by name or code', {}, { timeout: 30_000 }), {
    target: { value: 'quokka' },
  })
  await screen.findByRole('tab', { name: 'All (2)' }, { timeout: 15_000 })
}

describe('the Activities list', () => {
  it("shows only the supplier's own activities, with each status tab's count", async () => {
    await openSearched()
    await waitFor(() => expect(rowNames().sort()).toEqual(['Quokka kayak sunrise', 'Quokka kayak sunset']))
    expect(tabs().getByRole('tab', { name: 'Active (1)' })).toBeTruthy()
    expect(tabs().getByRole('tab', { name: 'Inactive (1)' })).toBeTruthy()
    expect(tabs().getByRole('tab', { name: 'Sync failed (0)' })).toBeTruthy()
    // The search lives in the URL, so the list can be bookmarked.
    expect(decodeURIComponent(window.location.search)).toContain('"q":"quokka"')
    expect(screen.queryByText('Quokka kayak of another supplier')).toBeNull()
  })

  it('lists one status per tab, and changes the status of the selected activities', async () => {
    await openSearched()
    fireEvent.click(tabs().getByRole('tab', { name: 'Inactive (1)' }))
    await waitFor(() => expect(rowNames()).toEqual(['Quokka kayak sunset']))

    fireEvent.click(within(screen.getAllByRole('row')[1]!).getByRole('checkbox'))
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide' }))

    expect(await screen.findByText('Status changed to Hide.')).toBeTruthy()
    await screen.findByRole('tab', { name: 'Hide (1)' })
    expect(tabs().getByRole('tab', { name: 'Inactive (0)' })).toBeTruthy()
    const saved = await api.call<{ status: number }>(
      supplier.access_token,
      'GET',
      `/core/v1/tours/${ids.inactive}`,
    )
    expect(saved.body.status).toBe(4)
  })

  it('makes an activity private from its row', async () => {
    await openSearched()
    const toggle = await screen.findByRole('switch', { name: 'Private: Quokka kayak sunrise' })
    expect((toggle as HTMLInputElement).checked).toBe(false)
    fireEvent.click(toggle)
    expect(await screen.findByText('The activity is private.')).toBeTruthy()
    const saved = await api.call<{ is_private: boolean }>(
      supplier.access_token,
      'GET',
      `/core/v1/tours/${ids.active}`,
    )
    expect(saved.body.is_private).toBe(true)
  })
})
