import type { LocationRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let admin: TokenPair

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })
const setNumber = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('spinbutton', { name }), { target: { value } })
async function choose(name: string, typed: string, option: string) {
  const input = screen.getByRole('combobox', { name })
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value: typed } })
  fireEvent.click(await screen.findByRole('option', { name: option }))
}

describe('the admin’s locations (settings/locations)', () => {
  it('refuses a latitude off the globe, then creates a location and lists it', async () => {
    const slug = `husavik-${Date.now()}`
    await renderApp(api, '/en/admin/settings/locations/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Create location' }, { timeout: 15_000 })
    type('Slug', slug)
    type('Name', 'Húsavík')
    await choose('Country', 'Icel', 'Iceland')
    await choose('Time zone', 'Reykjavik', 'Atlantic/Reykjavik')
    setNumber('Latitude', '96.04')
    setNumber('Longitude', '-17.34')
    save()
    expect(await screen.findByText('Please enter a latitude from -90 to 90')).toBeTruthy()
    setNumber('Latitude', '66.04')
    save()
    await waitFor(() => expect(window.location.pathname).toMatch(/locations\/\d+$/), { timeout: 15_000 })
    const id = window.location.pathname.split('/').at(-1)
    const saved = await api.call<LocationRecord>(admin.access_token, 'GET', `/core/v1/locations/${id}`)
    expect(saved.body).toMatchObject({
      slug,
      name: { en: 'Húsavík' },
      country_code: 'IS',
      time_zone: 'Atlantic/Reykjavik',
      lat: 66.04,
      lng: -17.34,
    })
    cleanup()
    resetBrowserState()

    await renderApp(api, '/en/admin/settings/locations', { tokens: admin })
    fireEvent.change(await screen.findByPlaceholderText('Search by name or slug'), {
      target: { value: slug },
    })
    const row = (await screen.findByText(slug)).closest('tr')!
    await waitFor(() => expect(screen.queryByText('bergen')).toBeNull())
    expect(row.textContent).toContain('Húsavík')
    expect(row.textContent).toContain('Iceland')
    expect(row.textContent).toContain('Atlantic/Reykjavik')
  })

  it('says how many products are in a location it refuses to delete', async () => {
    const found = await api.call<LocationRecord[]>(
      admin.access_token,
      'GET',
      `/core/v1/locations?filter=${encodeURIComponent('{"q":"bergen"}')}`,
    )
    const bergen = found.body.find((place) => place.slug === 'bergen')!
    await renderApp(api, `/en/admin/settings/locations/${bergen.id}`, { tokens: admin })
    await screen.findByRole('heading', { name: 'Bergen' }, { timeout: 15_000 })
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!)
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }))
    expect(
      await screen.findByText(`${bergen.products} products are in this location, so it cannot be deleted`),
    ).toBeTruthy()
  })
})
