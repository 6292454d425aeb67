import type { GeneralSettingsRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let starter: TokenPair
let partner2: TokenPair

beforeAll(async () => {
  starter = await api.login('starter@jaunt.test')
  partner2 = await api.login('partner2@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

// happy-dom does not submit a form when its submit button is clicked; a browser does.
const submit = (name: string) => fireEvent.submit(screen.getByRole('button', { name }).closest('form')!)
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('General Settings ({siteId}/general-settings)', () => {
  it('creates a site from -1: a taken sub-domain is said on its field, then the site waits for approval', async () => {
    await renderApp(api, '/en/npanel/-1/general-settings', { tokens: starter })
    await screen.findByRole('button', { name: 'Create site' }, { timeout: 15_000 })
    type('Site name', 'Wombat Walks')
    type('Company name', 'Wombat Walks AB')
    type('Sub-domain', 'demo')
    submit('Create site')
    expect(await screen.findByText('This sub-domain is taken')).toBeTruthy()

    type('Sub-domain', 'wombat-walks')
    submit('Create site')
    expect(
      await screen.findByText("This site is waiting for an admin's approval. Guests cannot see it yet."),
    ).toBeTruthy()
    const sites = await api.call<{ data: { data: { id: number; sub_domain: string }[] } }>(
      starter.access_token,
      'GET',
      '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
    )
    const created = sites.body.data.data.find((site) => site.sub_domain === 'wombat-walks')
    expect(created).toBeDefined()
    await waitFor(() => expect(window.location.pathname).toBe(`/en/npanel/${created!.id}/general-settings`))
  })

  it('edits a live site: a bad sub-domain is refused before saving, a new domain waits for approval', async () => {
    const sites = await api.call<{ data: { data: { id: number }[] } }>(
      partner2.access_token,
      'GET',
      '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
    )
    const nordicId = sites.body.data.data[0]!.id
    await renderApp(api, `/en/npanel/${nordicId}/general-settings`, { tokens: partner2 })
    await screen.findByDisplayValue('nordic', {}, { timeout: 15_000 })
    type('Sub-domain', 'Nordic Trails')
    submit('Save')
    expect(
      await screen.findByText(
        'Use 3 to 63 lowercase letters, digits or hyphens, not starting or ending with a hyphen',
      ),
    ).toBeTruthy()
    type('Sub-domain', 'nordic')
    type('Own domain', 'www.nordic-trails.example')
    submit('Save')
    // Nordic is live: its new domain waits for an admin, and the page says so.
    expect(await screen.findByText(/awaits an admin's approval/)).toBeTruthy()
    const saved = await api.call<GeneralSettingsRecord>(
      partner2.access_token,
      'GET',
      `/core/v1/partner-sites/${nordicId}/general-settings`,
    )
    expect(saved.body).toMatchObject({ domain: null, pending_change: { domain: 'nordic-trails.example' } })
    // Take it back: keep the seed as it was for the other tests.
    await api.call(
      partner2.access_token,
      'DELETE',
      `/core/v1/partner-sites/${nordicId}/general-settings/pending-change`,
    )
  })
})
