import type { ProductRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

// The whole back office renders a full form against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let admin: TokenPair
let place: { id: number; name: string }
let policy: { id: number; name: string }

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
  const locations = await api.call<{ data: { id: number; name: string }[] }>(
    admin.access_token,
    'GET',
    '/core/v1/select/location',
  )
  place = locations.body.data[0]!
  // Sam's own policy, which only an admin choosing for Sam is offered.
  const sam = await api.login('supplier@jaunt.test')
  const made = await api.call<{ id: number; name: string }>(
    sam.access_token,
    'POST',
    '/core/v1/cancellation-policies',
    {
      name: `Bistro 48 h ${Date.now()}`,
      entries: [{ hours: 48, refund_percentage: 100 }],
    },
  )
  policy = made.body
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })
const choose = async (combobox: string, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: combobox }, { timeout: 30_000 }))
  fireEvent.click(await screen.findByRole('option', { name: option }))
}

describe('creating a restaurant (restaurant/-1)', () => {
  it('saves the supplier and the restaurant’s own fields, then opens it', async () => {
    await renderApp(api, '/en/admin/restaurant/-1', { tokens: admin })
    expect(
      await screen.findByRole('heading', { name: 'Create restaurant' }, { timeout: 30_000 }),
    ).toBeTruthy()
    // Until a supplier is chosen there is no policy to offer; then the supplier's own are offered too.
    expect(await screen.findByText('Choose the supplier first.')).toBeTruthy()
    await choose('Supplier', 'Sam Supplier')
    await choose('Location', place.name)
    type('Currency', 'NOK')
    await choose('Cancellation policy', policy.name)
    fireEvent.click(screen.getByRole('tab', { name: 'Basic details' }))
    type('Name', 'Numbat fish bistro')
    fireEvent.click(screen.getByRole('tab', { name: 'Restaurant details' }))
    await choose('Cuisine', 'Seafood')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegan' }))
    type('Dress code', 'Smart casual')
    save()

    await waitFor(() => expect(window.location.pathname).toMatch(/^\/en\/admin\/restaurant\/\d+/), {
      timeout: 30_000,
    })
    expect(await screen.findByRole('heading', { name: 'Numbat fish bistro' })).toBeTruthy()
    expect(screen.getByText(/Its supplier, Sam Supplier, adds its options/)).toBeTruthy()
    const id = window.location.pathname.split('/')[4]
    const saved = await api.call<ProductRecord>(admin.access_token, 'GET', `/core/v1/restaurants/${id}`)
    expect(saved.body).toMatchObject({
      supplier_name: 'Sam Supplier',
      status: 2,
      texts: { en: { name: 'Numbat fish bistro' } },
      details: { cuisine: 'seafood', dietary_options: ['vegan'], dress_code: { en: 'Smart casual' } },
      cancellation_policy_id: policy.id,
    })
  })

  it('names the fields it refuses before saving', async () => {
    await renderApp(api, '/en/admin/restaurant/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Create restaurant' }, { timeout: 30_000 })
    save()
    expect(await screen.findByText('Please select supplier')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Restaurant details' }))
    expect(await screen.findByText('Please select cuisine')).toBeTruthy()
    expect(window.location.pathname).toBe('/en/admin/restaurant/-1/details')
  })
})

describe('an attraction’s opening hours', () => {
  it('shows the message under the closing time that is before the opening', async () => {
    await renderApp(api, '/en/admin/attraction/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Create attraction' }, { timeout: 30_000 })
    fireEvent.click(screen.getByRole('tab', { name: 'Attraction details' }))
    const monday = within(await screen.findByRole('group', { name: 'Monday' }))
    fireEvent.change(monday.getByLabelText('Opens'), { target: { value: '17:00' } })
    fireEvent.change(monday.getByLabelText('Closes'), { target: { value: '09:00' } })
    save()
    expect(await monday.findByText('Closing time must be after opening time')).toBeTruthy()
  })
})

describe('in German', () => {
  it("shows the kind's own field messages in the admin's language", async () => {
    await renderApp(api, '/de/admin/rental/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Verleih anlegen' }, { timeout: 30_000 })
    fireEvent.click(screen.getByRole('tab', { name: 'Details des Verleihs' }))
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Mindestalter des Mieters' }), {
      target: { value: '120' },
    })
    fireEvent.submit(screen.getByRole('button', { name: 'Speichern' }).closest('form')!)
    expect(await screen.findByText('Bitte geben Sie ein Alter zwischen 0 und 99 ein')).toBeTruthy()
  })
})
