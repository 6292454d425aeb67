import type { DestinationBoxRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
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

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })
const box = (id: string) =>
  api.call<DestinationBoxRecord>(admin.access_token, 'GET', `/core/v1/destination-boxes/${id}`)

describe('the admin’s destination boxes (selects/destination-box)', () => {
  it('refuses a bad slug and a missing name, then creates the box with a product in its slider', async () => {
    await renderApp(api, '/en/admin/selects/destination-box/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Create destination box' }, { timeout: 30_000 })
    type('Slug', 'Wombat Coast')
    save()
    expect(await screen.findByText('Please use only lower-case letters, digits and -')).toBeTruthy()
    expect(screen.getByText('Please enter the destination name')).toBeTruthy()

    type('Slug', 'wombat-coast')
    type('Name', 'Wombat coast')
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    const product = await screen.findByRole('combobox', { name: 'Product' })
    fireEvent.change(product, { target: { value: 'kayak' } })
    const [first] = await screen.findAllByRole('option')
    const chosen = first!.textContent!
    fireEvent.click(first!)
    save()

    await waitFor(() => expect(window.location.pathname).toMatch(/destination-box\/\d+$/), {
      timeout: 30_000,
    })
    expect(await screen.findByRole('heading', { name: 'Wombat coast' })).toBeTruthy()
    const saved = await box(window.location.pathname.split('/').at(-1)!)
    expect(saved.body).toMatchObject({ slug: 'wombat-coast', name: { en: 'Wombat coast' } })
    expect(saved.body.items.map((item) => `${item.name} (${item.product_code})`)).toEqual([chosen])
  })

  it('shows the server’s refusal of a slug another box has on the slug field', async () => {
    await renderApp(api, '/en/admin/selects/destination-box/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Create destination box' }, { timeout: 30_000 })
    type('Slug', 'tromso')
    type('Name', 'Tromsø again')
    save()
    expect(await screen.findByText('Another destination box has this slug')).toBeTruthy()
  })

  it('lists the boxes with their slider’s size and finds one by its name', async () => {
    await renderApp(api, '/en/admin/selects/destination-box', { tokens: admin })
    expect(
      await screen.findByRole('heading', { name: 'Destination boxes' }, { timeout: 30_000 }),
    ).toBeTruthy()
    expect(await screen.findByText('Fjord Norway')).toBeTruthy()
    fireEvent.change(screen.getByPlaceholderText('Search by name or slug'), { target: { value: 'lofot' } })
    await waitFor(() => expect(screen.queryByText('Fjord Norway')).toBeNull())
    expect(screen.getByText('Lofoten')).toBeTruthy()
  })
})

describe('an activity’s destination boxes (tour/settings/{id}/link-destination-box)', () => {
  it('links the activity to a box in the supplier’s language', async () => {
    const created = await api.call<{ id: number }>(supplier.access_token, 'POST', '/core/v1/tours', {
      location_id: (
        await api.call<{ data: { id: number }[] }>(supplier.access_token, 'GET', '/core/v1/select/location')
      ).body.data[0]!.id,
      currency_code: 'NOK',
      duration: { hours: 2, minutes: 0 },
      texts: { en: { name: 'Platypus creek paddle' } },
    })
    const tourId = created.body.id
    await renderApp(api, `/de/npanel/tour/settings/${tourId}/link-destination-box`, { tokens: supplier })
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Fjord-Norwegen' }, { timeout: 30_000 }))
    fireEvent.submit(screen.getByRole('button', { name: 'Speichern' }).closest('form')!)
    expect(await screen.findByText('Einstellungen gespeichert.')).toBeTruthy()
    const linked = await api.call<{ box_ids: number[] }>(
      supplier.access_token,
      'GET',
      `/core/v1/tours/${tourId}/destination-boxes`,
    )
    expect(linked.body.box_ids).toHaveLength(1)
  })
})
