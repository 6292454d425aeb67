import type { PayoutAccount, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

// partner@jaunt.test's payout account: no other admin test sets it (the payout tests use both@ and partner2@).
const api = realApi()
let partner: TokenPair
let admin: TokenPair
const page = '/en/npanel/partner-earnings'

beforeAll(async () => {
  partner = await api.login('partner@jaunt.test')
  admin = await api.login('admin@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const section = () => screen.findByRole('region', { name: 'Payout account' }, { timeout: 15_000 })

describe('Partner earnings: the partner’s own payout account', () => {
  it('connects the partner’s Stripe account through Stripe’s page, shows who set it, and disconnects it', async () => {
    const first = await renderApp(api, page, { tokens: partner })
    expect(
      await within(await section()).findByText(
        'No payout account yet: connect your Stripe account to be paid.',
      ),
    ).toBeTruthy()
    fireEvent.click(within(await section()).getByRole('button', { name: 'Connect with Stripe' }))
    await waitFor(() => expect(first.loads).toHaveLength(1))
    const stripePage = new URL(first.loads[0]!)
    expect(stripePage.origin + stripePage.pathname).toBe('https://connect.stripe.com/oauth/authorize')
    expect(stripePage.searchParams.get('client_id')).toBe('ca_test_jaunt')
    const state = stripePage.searchParams.get('state')!
    cleanup()

    // Stripe sends the partner back with a code: the page finishes the connection with it.
    await renderApp(api, `${page}?code=ac_payout_ui&state=${state}`, { tokens: partner })
    const notice = await screen.findByText(
      /^Your earnings are now paid to the Stripe account acct_test\d+\.$/,
    )
    const account = /acct_test\d+/.exec(notice.textContent!)![0]
    expect(await within(await section()).findByText(`Stripe account: ${account}`)).toBeTruthy()
    expect(within(await section()).getByText(/^Set by Paula Partner on /)).toBeTruthy()
    expect(window.location.search).toBe('')

    // The admin sees the account on the partner's user page data, set by the partner.
    const own = await api.call<PayoutAccount>(partner.access_token, 'GET', '/core/v1/payout-account')
    const adminView = await api.call<PayoutAccount>(
      admin.access_token,
      'GET',
      `/core/v1/admin/user/${own.body.user_id}/payout-account`,
    )
    expect(adminView.body).toMatchObject({
      stripe_account_id: account,
      updated_by_name: 'Paula Partner',
      connected_with_stripe: true,
    })

    await waitFor(() => expect(screen.queryByText(notice.textContent!)).toBeNull(), { timeout: 15_000 })
    fireEvent.click(within(await section()).getByRole('button', { name: 'Disconnect' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Disconnect your payout account?')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    expect(await screen.findByText('Your payout account is disconnected.')).toBeTruthy()
    expect(
      await within(await section()).findByText(
        'No payout account yet: connect your Stripe account to be paid.',
      ),
    ).toBeTruthy()
  })

  it('says so when Stripe’s answer cannot be used again', async () => {
    await renderApp(api, `${page}?code=ac_payout_replayed&state=used.up`, { tokens: partner })
    expect(
      await screen.findByText(
        'This Stripe connection has expired or was already used. Please connect again.',
      ),
    ).toBeTruthy()
  })
})
