import type { AdminHotelListRow, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let admin: TokenPair
let supplier: TokenPair

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
  supplier = await api.login('supplier@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

/** A supplier's hotel with a picture, so that it may be set Active. */
async function supplierHotel(name: string) {
  const locations = await api.call<{ data: { id: number }[] }>(
    supplier.access_token,
    'GET',
    '/core/v1/select/location',
  )
  const created = await api.call<{ id: number }>(supplier.access_token, 'POST', '/core/v1/hotels', {
    location_id: locations.body.data[0]!.id,
    address: 'Strandkaien 3',
    lat: 60.39,
    lng: 5.32,
    currency_code: 'NOK',
    texts: { en: { name } },
    images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The quay' } }],
  })
  expect(created.status).toBe(201)
  return created.body.id
}

describe('the admin’s Accommodations list', () => {
  it('shows a supplier’s property with its supplier, and activates it', async () => {
    const name = `Puffin Quay Hotel ${Date.now()}`
    const id = await supplierHotel(name)
    await renderApp(api, '/en/admin/hotel', { tokens: admin })
    expect(await screen.findByRole('heading', { name: 'Accommodations' }, { timeout: 30_000 })).toBeTruthy()
    fireEvent.change(await screen.findByPlaceholderText('Search by name or code'), {
      target: { value: name },
    })
    const row = (await screen.findByText(name)).closest('tr')!
    expect(within(row).getByText('Sam Supplier')).toBeTruthy()
    expect(within(row).getByText('Inactive')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2))

    fireEvent.click(within(screen.getAllByRole('row')[1]!).getByRole('checkbox'))
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Active' }))
    expect(await screen.findByText('Status changed to Active.')).toBeTruthy()
    const filter = encodeURIComponent(JSON.stringify({ q: name }))
    const listed = await api.call<AdminHotelListRow[]>(
      admin.access_token,
      'GET',
      `/core/v1/admin/hotels?filter=${filter}`,
    )
    expect(listed.body.find((hotel) => hotel.id === id)?.status).toBe(1)
  })
})
