import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { uniqueSuffix } from '../card-reader/cardReader.fixtures'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

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

/** A supplier's own new activity, active on the marketplace, sold by no site yet. */
async function newActivity(name: string) {
  const locations = await api.call<{ id: number }[] | { data: { id: number }[] }>(
    supplier.access_token,
    'GET',
    '/core/v1/select/location',
  )
  const list = Array.isArray(locations.body) ? locations.body : locations.body.data
  const created = await api.call<{ id: number }>(supplier.access_token, 'POST', '/core/v1/tours', {
    location_id: list[0]!.id,
    currency_code: 'NOK',
    duration: { hours: 2, minutes: 0 },
    texts: { en: { name } },
    images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: name } }],
  })
  if (created.status !== 201) throw new Error(`activity not created: ${JSON.stringify(created.body)}`)
  await api.call(supplier.access_token, 'PUT', `/core/v1/tours/${created.body.id}/update-status?status=1`)
  return created.body.id
}

const sitesOf = async (serviceId: number) => {
  const filter = encodeURIComponent(JSON.stringify({ supplier_id: undefined }))
  const rows = await api.call<{ service_id: number; site_id: number }[]>(
    admin.access_token,
    'GET',
    `/core/v1/admin/site-mappings?filter=${filter}&range=[0,499]`,
  )
  return rows.body.filter((row) => row.service_id === serviceId).map((row) => row.site_id)
}

describe('Site mappings (partner-site/mappings)', () => {
  it('finds a product’s sites by its name and takes it off one site', async () => {
    const name = `Numbat night walk ${uniqueSuffix()}`
    const id = await newActivity(name)
    const sites = await api.call<{ data: { data: { id: number; name: string }[] } }>(
      admin.access_token,
      'GET',
      '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
    )
    const [first, second] = sites.body.data.data
    const added = await api.call(admin.access_token, 'POST', '/core/v1/admin/site-mappings', {
      service_id: id,
      site_ids: [first!.id, second!.id],
    })
    expect(added.status).toBe(201)

    await renderApp(api, '/en/admin/partner-site/mappings', { tokens: admin })
    fireEvent.change(await screen.findByPlaceholderText('Search by product name'), {
      target: { value: name },
    })
    await waitFor(() => expect(screen.getAllByText(name)).toHaveLength(2))
    const row = screen.getAllByText(name)[0]!.closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.getAllByText(name)).toHaveLength(1))
    expect(await sitesOf(id)).toHaveLength(1)
  })

  it('adds a product found by its name on the server to a site', async () => {
    // Not "Quokka": the Activities list's test counts the supplier's Quokka products in the shared API.
    const name = `Dibbler sunrise paddle ${uniqueSuffix()}`
    const id = await newActivity(name)
    await renderApp(api, '/en/admin/partner-site/mappings/create', { tokens: admin })
    const sites = await screen.findByRole('combobox', { name: 'Sites' })
    fireEvent.mouseDown(sites)
    const site = (await screen.findAllByRole('option'))[0]!
    const siteName = site.textContent!
    fireEvent.click(site)
    const product = screen.getByRole('combobox', { name: 'Product' })
    await waitFor(() => expect(product.hasAttribute('disabled')).toBe(false))
    fireEvent.change(product, { target: { value: 'Dibbler sunrise' } })
    fireEvent.click(await screen.findByRole('option', { name }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect(await sitesOf(id)).toHaveLength(1))
    const sitesList = await api.call<{ data: { data: { id: number; name: string }[] } }>(
      admin.access_token,
      'GET',
      '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
    )
    const chosen = sitesList.body.data.data.find((row) => row.name === siteName)!
    expect(await sitesOf(id)).toEqual([chosen.id])
  })

  it('refuses the add form without a site, on its field', async () => {
    await renderApp(api, '/en/admin/partner-site/mappings/create', { tokens: admin })
    fireEvent.submit((await screen.findByRole('button', { name: 'Save' })).closest('form')!)
    expect(await screen.findByText('Please choose at least one site')).toBeTruthy()
  })
})
