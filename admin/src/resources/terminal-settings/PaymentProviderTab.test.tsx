import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
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

const rowOf = (currency: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryAllByRole('cell')[0]?.textContent === currency)!

describe('Terminal Settings: Stripe accounts (?tab=connect)', () => {
  it('connects the partner’s Stripe account for a currency through Stripe’s page, and deauthorizes it', async () => {
    const page = `/en/npanel/${lodgeId}/terminal-settings`
    const first = await renderApp(api, `${page}?tab=connect`, { tokens: partner })
    await screen.findByRole('heading', { level: 1, name: 'Terminal Settings' }, { timeout: 15_000 })
    expect(screen.getByRole('tab', { name: 'Stripe accounts' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(await screen.findByRole('button', { name: 'Connect GBP' }))
    await waitFor(() => expect(first.loads).toHaveLength(1))
    const stripePage = new URL(first.loads[0]!)
    expect(stripePage.origin + stripePage.pathname).toBe('https://connect.stripe.com/oauth/authorize')
    expect(stripePage.searchParams.get('client_id')).toBe('ca_test_jaunt')
    const state = stripePage.searchParams.get('state')!
    cleanup()

    // Stripe sends the partner back with a code: the tab finishes the connection with it.
    await renderApp(api, `${page}?tab=connect&code=ac_gbp_terminal_ui&state=${state}`, { tokens: partner })
    expect(
      await screen.findByText('Your Stripe account now takes the card-reader payments in GBP.'),
    ).toBeTruthy()
    // The list is read again after the connection; on a loaded machine that second read can lag the notice.
    await waitFor(() => expect(within(rowOf('GBP')).getByText(/^acct_test\d+$/)).toBeTruthy(), {
      timeout: 25_000,
    })
    expect(within(rowOf('GBP')).getByText('Paula Partner')).toBeTruthy()
    expect(window.location.search).toBe('?tab=connect')

    fireEvent.click(within(rowOf('GBP')).getByRole('button', { name: 'Deauthorize GBP' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Deauthorize the Stripe account for GBP?')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deauthorize' }))
    expect(await screen.findByText('The Stripe account for GBP is deauthorized.')).toBeTruthy()
    await waitFor(() =>
      expect(within(rowOf('GBP')).getByRole('button', { name: 'Connect GBP' })).toBeTruthy(),
    )
    expect(within(rowOf('GBP')).getByText('The platform’s account')).toBeTruthy()
  })

  it('says so when Stripe’s answer cannot be used again', async () => {
    await renderApp(
      api,
      `/en/npanel/${lodgeId}/terminal-settings?tab=connect&code=ac_replayed&state=used.up`,
      {
        tokens: partner,
      },
    )
    expect(
      await screen.findByText(
        'This Stripe connection has expired or was already used. Please connect again.',
      ),
    ).toBeTruthy()
  })
})
