import { EarningStatus, type Cart, type EarningRow, type TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { openDeparture } from '../reservations/reservations.fixtures'

vi.setConfig({ testTimeout: 90_000 })
configure({ asyncUtilTimeout: 15_000 })

// The partner of this test is partner2@jaunt.test (Nordic Trails), whose commission no other admin test moves on.
const api = realApi()
const month = new Date().toISOString().slice(0, 7)
let owner: TokenPair
let admin: TokenPair

const q = (value: object) => encodeURIComponent(JSON.stringify(value))

beforeAll(async () => {
  owner = await api.login('both@jaunt.test')
  admin = await api.login('admin@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

describe('pay commission now', () => {
  it('lets a partner pay their approved commission to their Stripe account', async () => {
    // partner2@ sells one of both@'s departures on Nordic Trails: a month's commission of their own.
    const partner = await api.login('partner2@jaunt.test')
    const sites = await api.call<{ data: { data: { id: number; sub_domain: string }[] } }>(
      partner.access_token,
      'GET',
      '/core/v1/partner-sites',
    )
    const nordic = sites.body.data.data.find((site) => site.sub_domain === 'nordic')!.id
    const { tour, option, date, startTime, ticket } = await openDeparture(api, owner.access_token)
    await api.call(
      partner.access_token,
      'POST',
      `/core/v1/profile/partner/white-label/store-service/${nordic}`,
      {
        add: [tour.id],
      },
    )
    const cart = await api.call<Cart>(
      null,
      'POST',
      `/gateway/booking/public/cart-reservation?request_for_widget=true&site_id=${nordic}`,
      [
        {
          cart_type: 'tour',
          service_id: tour.id,
          option_id: option.id,
          date,
          start_time: startTime,
          tickets: [{ ticket_id: ticket.id, count: 2 }],
        },
      ],
    )
    expect(cart.status, JSON.stringify(cart.body)).toBe(200)
    const order = {
      name: 'Cornelia Commissen',
      first_name: 'Cornelia',
      last_name: 'Commissen',
      email: 'cornelia.commissen@example.com',
      country: 'NO',
      area_code: '47',
      phone: '41234567',
    }
    const ref = cart.body.cart_ref
    const held = await api.call(null, 'POST', `/booking/public/hold-reservation/${ref}?site_id=${nordic}`, {
      order,
      stripe_payment_intent_id: null,
      stripe_secret: null,
    })
    expect(held.status, JSON.stringify(held.body)).toBe(200)
    const confirmed = await api.call(
      null,
      'POST',
      `/booking/public/confirm-reservation/${ref}?site_id=${nordic}`,
      {
        status: 2,
      },
    )
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    const rows = await api.call<EarningRow[]>(
      partner.access_token,
      'GET',
      `/core/v1/partner-earnings?filter=${q({ month })}`,
    )
    const commission = rows.body[0]!
    expect(commission.net).toBeGreaterThan(0)
    const partnerId = commission.owner_user_id

    // Until the admin approves it, there is nothing to pay; without an account, the partner is told whom to ask.
    await renderApp(api, `/en/npanel/partner-earnings/${commission.id}`, { tokens: partner })
    await screen.findByRole('region', { name: 'Payouts' })
    expect(screen.queryByRole('button', { name: 'Pay commission now' })).toBeNull()
    cleanup()
    resetBrowserState()
    await api.call(admin.access_token, 'PUT', `/core/v1/partner-earnings/${commission.id}/update-status`, {
      status: EarningStatus.Approved,
    })
    await renderApp(api, `/en/npanel/partner-earnings/${commission.id}`, { tokens: partner })
    expect(await screen.findByText(/Ask the marketplace team to add yours\./)).toBeTruthy()
    cleanup()
    resetBrowserState()

    await api.call(admin.access_token, 'PUT', `/core/v1/admin/user/${partnerId}/payout-account`, {
      stripe_account_id: 'acct_1CommissionNow01',
    })
    await renderApp(api, `/en/npanel/partner-earnings/${commission.id}`, { tokens: partner })
    const payouts = await screen.findByRole('region', { name: 'Payouts' })
    fireEvent.click(await within(payouts).findByRole('button', { name: 'Pay commission now' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/to the Stripe account acct_1CommissionNow01\./)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay commission now' }))
    await waitFor(async () => {
      const after = await screen.findByRole('region', { name: 'Payouts' })
      expect(within(after).getByText('Transferred')).toBeTruthy()
      expect(within(screen.getByRole('region', { name: 'Earning' })).getByText('Paid')).toBeTruthy()
    })
  })
})
