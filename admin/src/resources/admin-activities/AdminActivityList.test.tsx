import type { AdminActivityListRow, TokenPair, TourRecord } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

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

/** A supplier's activity with a picture, so that it may be approved (Active). */
async function supplierActivity(name: string) {
  const locations = await api.call<{ data: { id: number }[] }>(
    supplier.access_token,
    'GET',
    '/core/v1/select/location',
  )
  const created = await api.call<{ id: number }>(supplier.access_token, 'POST', '/core/v1/tours', {
    location_id: locations.body.data[0]!.id,
    currency_code: 'NOK',
    duration: { hours: 2, minutes: 0 },
    texts: { en: { name } },
    images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The fjord' } }],
  })
  expect(created.status).toBe(201)
  return created.body.id
}

async function openSearched(name: string) {
  await renderApp(api, '/en/admin/activity', { tokens: admin })
  expect(await screen.findByRole('heading', { name: 'Activities' }, { timeout: 30_000 })).toBeTruthy()
  fireEvent.change(await screen.findByPlaceholderText('Search by name or code'), { target: { value: name } })
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2))
  return (await screen.findByText(name)).closest('tr')!
}

describe('the admin’s Activities list', () => {
  it('shows a supplier’s activity with its supplier and type, and approves it', async () => {
    const name = `Narwhal Bay Safari ${Date.now()}`
    const id = await supplierActivity(name)
    const row = await openSearched(name)
    expect(within(row).getByText('Sam Supplier')).toBeTruthy()
    expect(within(row).getByText('Activity')).toBeTruthy()
    expect(within(row).getByText('Inactive')).toBeTruthy()

    fireEvent.click(within(row).getByRole('checkbox'))
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Active' }))
    expect(await screen.findByText('Status changed to Active.')).toBeTruthy()
    const filter = encodeURIComponent(JSON.stringify({ q: name }))
    const listed = await api.call<AdminActivityListRow[]>(
      admin.access_token,
      'GET',
      `/core/v1/admin/tours?filter=${filter}`,
    )
    expect(listed.body.find((tour) => tour.id === id)?.status).toBe(1)
  })

  it('opens an activity in the supplier’s form and saves it as the admin', async () => {
    const name = `Narwhal Ice Walk ${Date.now()}`
    const id = await supplierActivity(name)
    const row = await openSearched(name)
    fireEvent.click(within(row).getByText(name))
    await waitFor(() => expect(window.location.pathname).toBe(`/en/admin/activity/edit/${id}`))
    expect(await screen.findByRole('heading', { name })).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Basic details' }))
    fireEvent.change(await screen.findByRole('textbox', { name: 'Short description' }), {
      target: { value: 'Checked by the marketplace' },
    })
    save()
    await waitFor(async () => {
      const saved = await api.call<TourRecord>(supplier.access_token, 'GET', `/core/v1/tours/${id}`)
      expect(saved.body.texts.en?.short_description).toBe('Checked by the marketplace')
    })
  })

  it('makes an activity for a chosen supplier, who then owns it (activity/create)', async () => {
    const name = `Narwhal Kayak Dawn ${Date.now()}`
    const locations = await api.call<{ data: { id: number; name: string }[] }>(
      admin.access_token,
      'GET',
      '/core/v1/select/location',
    )
    await renderApp(api, '/en/admin/activity', { tokens: admin })
    fireEvent.click(await screen.findByRole('link', { name: 'Create activity' }, { timeout: 15_000 }))
    expect(await screen.findByRole('heading', { name: 'Create activity' })).toBeTruthy()
    save()
    expect(await screen.findByText('Please select supplier')).toBeTruthy()

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Supplier/ }))
    fireEvent.click(await screen.findByRole('option', { name: 'Sam Supplier' }))
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Location/ }))
    fireEvent.click(await screen.findByRole('option', { name: locations.body.data[0]!.name }))
    fireEvent.change(screen.getByRole('textbox', { name: /^Currency/ }), { target: { value: 'NOK' } })
    fireEvent.click(screen.getByRole('tab', { name: 'Basic details' }))
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: name } })
    save()

    await waitFor(() => expect(window.location.pathname).toMatch(/^\/en\/admin\/activity\/edit\/\d+/))
    expect(await screen.findByRole('heading', { name })).toBeTruthy()
    const id = window.location.pathname.split('/')[5]
    const own = await api.call<TourRecord>(supplier.access_token, 'GET', `/core/v1/tours/${id}`)
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ status: 2, texts: { en: { name } } })
  })

  it('shows the not-found page for an activity that does not exist', async () => {
    await renderApp(api, '/en/admin/activity/edit/999999', { tokens: admin })
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }, { timeout: 30_000 }),
    ).toBeTruthy()
  })
})
