import type { HotelRatePlanRecord, HotelRoomTypeRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 90_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let place: { id: number; name: string }

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  const locations = await api.call<{ data: { id: number; name: string }[] }>(
    supplier.access_token,
    'GET',
    '/core/v1/select/location',
  )
  place = locations.body.data[0]!
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })
const number = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('spinbutton', { name }), { target: { value } })
async function choose(combobox: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: combobox }))
  fireEvent.click(await screen.findByRole('option', { name: option }))
}

describe('a supplier sets up a hotel (hotel/-1, room types, rate plans)', () => {
  it('creates a hotel with two room types and a connected rate plan, and finds it in the list', async () => {
    await renderApp(api, '/en/npanel/hotel/-1', { tokens: supplier })
    expect(
      await screen.findByRole('heading', { name: 'Create accommodation' }, { timeout: 30_000 }),
    ).toBeTruthy()
    save()
    expect(await screen.findByText('Please select location')).toBeTruthy()
    await choose('Location', place.name)
    fireEvent.click(screen.getByRole('tab', { name: 'Texts' }))
    type('Name', 'Quokka Bay Lodge')
    save()
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/en\/npanel\/hotel\/\d+$/), {
      timeout: 15_000,
    })
    const hotelId = Number(window.location.pathname.split('/').pop())
    expect(await screen.findByRole('heading', { name: 'Quokka Bay Lodge' })).toBeTruthy()

    cleanup()
    await renderApp(api, `/en/npanel/hotel/manage/${hotelId}/room-types`, { tokens: supplier })
    expect(
      await screen.findByRole('heading', { name: 'Room types of Quokka Bay Lodge' }, { timeout: 30_000 }),
    ).toBeTruthy()
    for (const [name, adults, children, most] of [
      ['Garden double', '2', '0', '2'],
      ['Family suite', '2', '2', '4'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: 'Add room type' }))
      type('Room type name', name)
      number('Max adults', adults)
      number('Max children', children)
      number('Max occupancy', most)
      save()
      const table = within(await screen.findByRole('table', { name: 'Room types' }))
      await waitFor(() => expect(table.getByText(name)).toBeTruthy(), { timeout: 30_000 })
    }

    cleanup()
    await renderApp(api, `/en/npanel/hotel/manage/${hotelId}/rate-plans`, { tokens: supplier })
    expect(
      await screen.findByRole('heading', { name: 'Rate plans of Quokka Bay Lodge' }, { timeout: 30_000 }),
    ).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add rate plan' }).hasAttribute('disabled')).toBe(false),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add rate plan' }))
    type('Rate plan name', 'Flexible')
    await choose('Meal plan', 'Breakfast included')
    save()
    const garden = within(await screen.findByRole('region', { name: 'Garden double' }))
    await waitFor(() => expect(garden.getByText('Flexible')).toBeTruthy(), { timeout: 30_000 })

    fireEvent.click(screen.getByRole('button', { name: 'Add rate plan' }))
    type('Rate plan name', 'Saver')
    await choose('Derived from (connected rate plan)', 'Flexible')
    await choose('Price rule', "Percent of the parent's price")
    number('Value', '-10')
    save()
    await waitFor(() => expect(garden.getByText('Saver')).toBeTruthy(), { timeout: 30_000 })
    expect(garden.getByText('Breakfast included')).toBeTruthy()

    const [rooms, plans] = await Promise.all([
      api.call<{ data: HotelRoomTypeRecord[] }>(
        supplier.access_token,
        'GET',
        `/core/v1/hotels/${hotelId}/room-types`,
      ),
      api.call<{ data: HotelRatePlanRecord[] }>(
        supplier.access_token,
        'GET',
        `/core/v1/hotels/${hotelId}/rate-plans`,
      ),
    ])
    expect(rooms.body.data.map((room) => [room.title.en, room.max_occupancy])).toEqual([
      ['Garden double', 2],
      ['Family suite', 4],
    ])
    const flexible = plans.body.data.find((plan) => plan.title.en === 'Flexible')!
    expect(plans.body.data.find((plan) => plan.title.en === 'Saver')).toMatchObject({
      connected: true,
      parent_rate_plan_id: flexible.id,
      price_rule: { type: 1, value: -10 },
    })

    cleanup()
    await renderApp(api, '/en/npanel/hotel', { tokens: supplier })
    expect(await screen.findByRole('heading', { name: 'Accommodations' }, { timeout: 30_000 })).toBeTruthy()
    const row = (await screen.findByText('Quokka Bay Lodge', {}, { timeout: 30_000 })).closest('tr')!
    expect(within(row).getByText('Inactive')).toBeTruthy()
    expect(within(row).getByText('2')).toBeTruthy()
  })

  it('shows a room type refused by the server on its field', async () => {
    const created = await api.call<{ id: number }>(supplier.access_token, 'POST', '/core/v1/hotels', {
      location_id: place.id,
      currency_code: 'NOK',
      texts: { en: { name: 'Echidna Cove Inn' } },
    })
    await renderApp(api, `/en/npanel/hotel/manage/${created.body.id}/room-types`, { tokens: supplier })
    fireEvent.click(await screen.findByRole('button', { name: 'Add room type' }, { timeout: 30_000 }))
    number('Max children', '-1')
    number('Max occupancy', '5')
    save()
    expect(await screen.findByText('Please enter room type name')).toBeTruthy()
    expect(screen.getByText('Please enter a number of 0 or more')).toBeTruthy()
  })
})
