import { createAdminSession, createMemoryTokenStore } from '@jaunt/api-client/admin'
import type { TokenPair, TourRecord } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDataProvider } from '../../data/dataProvider'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

// The whole back office renders a full form against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
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

const visibleTextbox = (name: string) => screen.getByRole('textbox', { name })
const type = (name: string, value: string) => fireEvent.change(visibleTextbox(name), { target: { value } })

describe('creating an activity (tour/-1)', () => {
  it("checks the route's own rules before saving, naming each field", async () => {
    await renderApp(api, '/en/npanel/tour/-1', { tokens: supplier })
    expect(await screen.findByRole('heading', { name: 'Create activity' }, { timeout: 30_000 })).toBeTruthy()
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Hours' }), { target: { value: '30' } })
    save()

    expect(await screen.findByText('Please select location')).toBeTruthy()
    expect(screen.getByText('Please enter valid duration')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Basic details' }))
    expect(within(screen.getByRole('group', { name: 'English' })).getByText('Please enter name')).toBeTruthy()
    // Still on the new activity: nothing was saved.
    expect(window.location.pathname).toBe('/en/npanel/tour/-1/basic-details')
  })

  it('saves the texts per language, showing the English fallback, and opens the new activity', async () => {
    await renderApp(api, '/en/npanel/tour/-1', { tokens: supplier })
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Location' }, { timeout: 30_000 }))
    fireEvent.click(await screen.findByRole('option', { name: place.name }))
    fireEvent.click(screen.getByRole('tab', { name: 'Basic details' }))
    type('Name', 'Wombat canoe safari')
    type('Short description', 'Three hours on the quiet arm of the fjord')

    fireEvent.click(screen.getByRole('tab', { name: 'Deutsch' }))
    const german = within(screen.getByRole('group', { name: 'Deutsch' }))
    expect(
      german.getByText('Empty: guests see the English text, “Three hours on the quiet arm of the fjord”'),
    ).toBeTruthy()
    type('Description', 'Eine ruhige Fahrt')
    save()
    expect(await screen.findByRole('tab', { name: 'Deutsch: needs attention' })).toBeTruthy()
    expect(german.getByText('Please enter name')).toBeTruthy()

    type('Name', 'Wombat-Kanusafari')
    save()
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/en\/npanel\/tour\/\d+/), {
      timeout: 5000,
    })
    expect(await screen.findByRole('heading', { name: 'Wombat canoe safari' })).toBeTruthy()

    const id = window.location.pathname.split('/')[4]
    const saved = await api.call<TourRecord>(supplier.access_token, 'GET', `/core/v1/tours/${id}/full`)
    expect(saved.body).toMatchObject({
      location_id: place.id,
      status: 2,
      texts: {
        en: { name: 'Wombat canoe safari', short_description: 'Three hours on the quiet arm of the fjord' },
        de: { name: 'Wombat-Kanusafari', description: 'Eine ruhige Fahrt', short_description: '' },
      },
    })
  })
})

describe('in German', () => {
  it("shows the form and the shared schema's messages in the user's language", async () => {
    await renderApp(api, '/de/npanel/tour/-1', { tokens: supplier })
    expect(
      await screen.findByRole('heading', { name: 'Aktivität anlegen' }, { timeout: 30_000 }),
    ).toBeTruthy()
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Stunden' }), { target: { value: '0' } })
    fireEvent.submit(screen.getByRole('button', { name: 'Speichern' }).closest('form')!)
    expect(await screen.findByText('Bitte Ort auswählen')).toBeTruthy()
    expect(screen.getByText('Bitte Dauer eingeben')).toBeTruthy()
  })
})

describe("the server's refusals", () => {
  it('reach the form as field errors named as the form names them', async () => {
    const session = createAdminSession({
      apiBase: api.origin,
      getLocale: () => 'en',
      tokens: createMemoryTokenStore(supplier),
    })
    const provider = createDataProvider({ apiBase: api.origin, fetch: session.fetch, api: session.api })
    const data = {
      location_id: 999_999,
      currency_code: 'NOK',
      duration: { hours: 1, minutes: 0 },
      texts: { en: { name: 'Nowhere tour' } },
    }
    await expect(provider.create('tour', { data })).rejects.toMatchObject({
      status: 400,
      body: { errors: { location_id: 'Please select location' } },
    })
  })
})
