import type { SiteCatalogueRow, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

vi.setConfig({ testTimeout: 90_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let partner: TokenPair
let demoId: number
let activity: SiteCatalogueRow
let hotel: SiteCatalogueRow

beforeAll(async () => {
  partner = await api.login('partner@jaunt.test')
  const sites = await api.call<{ data: { data: { id: number; sub_domain: string }[] } }>(
    partner.access_token,
    'GET',
    '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
  )
  demoId = sites.body.data.data.find((site) => site.sub_domain === 'demo')!.id
  const services = await api.call<SiteCatalogueRow[]>(
    partner.access_token,
    'GET',
    `/core/v1/profile/partner/white-label/view-my-services/${demoId}?range=[0,199]`,
  )
  const nok = services.body.filter((row) => row.currency_code === 'NOK')
  activity = nok.find((row) => row.service_type === 1)!
  hotel = nok.find((row) => row.service_type === 3)!
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

async function choose(label: string, option: string) {
  const select = await screen.findByRole('combobox', { name: label })
  await waitFor(() => {
    fireEvent.mouseDown(select)
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }))
  })
}

describe('Packages ({siteId}/packages)', () => {
  it('a partner creates a package of an activity and a hotel, publishes it and finds it in the list', async () => {
    const name = `Wombat package ${Date.now()}`
    await renderApp(api, `/en/npanel/${demoId}/packages`, { tokens: partner })
    await screen.findByRole('heading', { level: 1, name: 'Packages' }, { timeout: 20_000 })
    fireEvent.change(screen.getByLabelText('New package name'), { target: { value: name } })
    fireEvent.click(screen.getByRole('button', { name: 'Create package' }))
    await screen.findByRole('heading', { level: 1, name }, { timeout: 20_000 })

    await choose('Add a service of this site', activity.name)
    fireEvent.click(screen.getByRole('button', { name: 'Add service' }))
    await choose('Add a service of this site', hotel.name)
    fireEvent.click(screen.getByRole('button', { name: 'Add service' }))
    const table = screen.getByRole('table', { name: 'Services in this package' })
    expect(within(table).getByText(activity.name)).toBeTruthy()
    expect(within(table).getByText(hotel.name)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save products' }))
    await screen.findByText('Saved.')

    fireEvent.click(screen.getByRole('tab', { name: 'Text and pictures' }))
    const pictures = await screen.findAllByRole('checkbox')
    fireEvent.click(pictures[0]!)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getAllByText('Saved.').length).toBeGreaterThan(0))

    fireEvent.click(await screen.findByRole('button', { name: 'Status: Inactive' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Active' }))
    await screen.findByRole('button', { name: 'Status: Active' })

    fireEvent.click(screen.getByRole('tab', { name: 'History' }))
    const history = await screen.findByRole('table', { name: 'History' })
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3))

    cleanup()
    await renderApp(api, `/en/npanel/${demoId}/packages`, { tokens: partner })
    await screen.findByRole('heading', { level: 1, name: 'Packages' }, { timeout: 20_000 })
    fireEvent.change(screen.getByPlaceholderText('Search by name or code'), { target: { value: name } })
    // The list takes the search after its debounce; waiting for it leaves no timer behind the test.
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain(name))
    const link = await screen.findByRole('link', { name })
    const row = link.closest('tr')!
    expect(within(row).getByText('Active')).toBeTruthy()
    expect(within(row).getByText('2')).toBeTruthy()
  })

  it('clones a package as a draft beside it', async () => {
    const name = `Wombat clone ${Date.now()}`
    const made = await api.call<{ id: number }>(partner.access_token, 'POST', '/core/v1/package', {
      site_id: demoId,
      name,
    })
    await renderApp(api, `/en/npanel/${demoId}/packages`, { tokens: partner })
    await screen.findByRole('heading', { level: 1, name: 'Packages' }, { timeout: 20_000 })
    fireEvent.change(screen.getByPlaceholderText('Search by name or code'), { target: { value: name } })
    // The list takes the search after its debounce; waiting for it leaves no timer behind the test.
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain(name))
    await screen.findByRole('link', { name })
    const row = screen.getByRole('link', { name }).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'Clone' }))
    await screen.findByText(/^Cloned as PKG-/)
    await waitFor(() => expect(screen.getAllByRole('link', { name })).toHaveLength(2))
    expect(made.status).toBe(201)
  })
})
