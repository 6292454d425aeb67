import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { LODGE_SETUP_PASSWORD } from '../../test/lodgeDesk'
import { renderApp, resetBrowserState } from '../../test/renderApp'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let partner: TokenPair
let lodgeId: number

beforeAll(async () => {
  partner = await api.login('partner@jaunt.test')
  const sites = await api.call<{ data: { data: { id: number; sub_domain: string }[] } }>(
    partner.access_token,
    'GET',
    '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
  )
  lodgeId = sites.body.data.data.find((site) => site.sub_domain === 'lodge')!.id
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const submit = () => fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!)
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
async function choose(label: string, option: string) {
  const select = await screen.findByRole('combobox', { name: label })
  await waitFor(() => {
    fireEvent.mouseDown(select)
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }))
  })
}

describe('Terminal Settings ({siteId}/terminal-settings)', () => {
  it('names each missing location field and creates a location', async () => {
    await renderApp(api, `/en/npanel/${lodgeId}/terminal-settings?tab=location`, { tokens: partner })
    await screen.findByRole('heading', { level: 1, name: 'Terminal Settings' }, { timeout: 15_000 })
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Locations',
      'Readers',
      'Setup credential',
      'Stripe accounts',
    ])
    await screen.findByRole('combobox', { name: 'Country' })
    submit()
    for (const message of [
      'Please enter location name',
      'Please enter address',
      'Please enter city',
      'Please enter postal code',
      'Please enter state',
      'Please enter country',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy()
    }
    type('Location name', 'Lobby desk UI')
    type('Address line 1', 'Strandveien 2')
    type('City', 'Tromsø')
    type('Postal code', '9006')
    type('State', 'Troms')
    await choose('Country', 'Norway')
    submit()
    expect(await screen.findByRole('cell', { name: 'Lobby desk UI' })).toBeTruthy()
  })

  it('registers a reader and refuses a code no reader shows', async () => {
    const location = await api.call<{ id: number }>(
      partner.access_token,
      'POST',
      '/core/v1/terminal-locations',
      {
        site_id: lodgeId,
        name: 'Bar desk UI',
        address_line_1: 'Strandveien 3',
        city: 'Tromsø',
        postal_code: '9006',
        state: 'Troms',
        country: 'NO',
      },
    )
    expect(location.status).toBe(200)
    await renderApp(api, `/en/npanel/${lodgeId}/terminal-settings?tab=reader`, { tokens: partner })
    await screen.findByRole('heading', { level: 1, name: 'Terminal Settings' }, { timeout: 15_000 })
    await screen.findByText('Register a reader')
    submit()
    expect(await screen.findByText('Please enter reader name')).toBeTruthy()
    expect(await screen.findByText('Please enter reader code')).toBeTruthy()
    expect(await screen.findByText('Please select location')).toBeTruthy()
    type('Reader name', 'Bar till UI')
    type('Registration code', 'not a code')
    await choose('Location', 'Bar desk UI')
    submit()
    expect(await screen.findByText('Please enter valid reader code')).toBeTruthy()
    type('Registration code', 'unknown-reader-code')
    submit()
    expect(await screen.findByText('Please enter valid reader code')).toBeTruthy()
    type('Registration code', 'simulated-wpe')
    submit()
    expect(await screen.findByRole('cell', { name: 'Bar till UI' })).toBeTruthy()
  })

  it('sets the setup password and never shows it', async () => {
    await renderApp(api, `/en/npanel/${lodgeId}/terminal-settings?tab=setup-credential`, { tokens: partner })
    await screen.findByRole('heading', { level: 1, name: 'Terminal Settings' }, { timeout: 15_000 })
    await screen.findByLabelText('Setup password')
    submit()
    expect(await screen.findByText('Please enter valid password')).toBeTruthy()
    type('Setup password', LODGE_SETUP_PASSWORD)
    submit()
    expect(
      await screen.findByText('This site has a setup password. Saving a new one replaces it.'),
    ).toBeTruthy()
    await waitFor(() => expect((screen.getByLabelText('Setup password') as HTMLInputElement).value).toBe(''))
  })
})
