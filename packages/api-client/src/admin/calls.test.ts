import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type Answer, type ReceivedRequest } from '../testServer'
import {
  acceptTermsAndCondition,
  changePassword,
  getDashboardSummary,
  getTermsAndCondition,
  listAdminUsers,
  listPartnerSites,
  logInAs,
  updateProfile,
} from './calls'
import { createAdminSession } from './session'
import { createMemoryTokenStore } from './tokens'

let server: Awaited<ReturnType<typeof startTestServer>>
let answer: (request: ReceivedRequest) => Answer = () => ({ status: 200, body: {} })

beforeAll(async () => {
  server = await startTestServer((request) => answer(request))
})
afterAll(() => server.close())

const client = () =>
  createAdminSession({
    apiBase: server.origin,
    getLocale: () => 'en',
    tokens: createMemoryTokenStore({ access_token: 'a', refresh_token: 'r' }),
  }).client
const last = () => server.received.at(-1)!
const pair = { access_token: 'a2', refresh_token: 'r2' }

describe('the back-office calls', () => {
  it('lists the partner sites unpaged and answers data.data', async () => {
    answer = () => ({ status: 200, body: { data: { data: [], total: 0 } } })
    await expect(listPartnerSites(client())).resolves.toEqual([])
    expect(last().url).toBe('/core/v1/partner-sites?item_per_page=-1&left_off=-1')
  })

  it('reads the dashboard summary, null for a role the user lacks', async () => {
    const figures = {
      upcoming_bookings: 2,
      bookings_this_month: 1,
      sales_this_month: 99.5,
      currency_code: 'EUR',
      other_currencies: [],
      latest_bookings: [
        {
          id: 7,
          booking_number: 'JT-7QX2',
          service_name: 'Fjord kayak',
          start_date: '2026-12-01',
          start_time: '09:00:00',
          guests: 2,
          guest_name: 'Ada Lovelace',
          price: 99.5,
          currency_code: 'EUR',
          booked_at: '2026-11-25T10:00:00.000Z',
        },
      ],
    }
    answer = () => ({ status: 200, body: { supplier: null, partner: figures, card_payments: true } })
    await expect(getDashboardSummary(client())).resolves.toEqual({
      supplier: null,
      partner: figures,
      card_payments: true,
    })
    // An older server that does not say is taken as having no card payments.
    answer = () => ({ status: 200, body: { supplier: null, partner: figures } })
    await expect(getDashboardSummary(client())).resolves.toMatchObject({ card_payments: false })
    expect(last().url).toBe('/core/v1/dashboard/summary')
  })

  it('reads the terms of a country from the public base', async () => {
    const terms = {
      id: 1,
      version: 2,
      country_code: null,
      title: 'Terms',
      content_html: '<p>Hi</p>',
      published_at: '2026-11-01T00:00:00.000Z',
    }
    answer = () => ({ status: 200, body: terms })
    await expect(getTermsAndCondition(client(), 'NO')).resolves.toEqual(terms)
    expect(last().url).toBe('/core/public/user/terms-and-condition/NO')
  })

  it('changes the password (PUT) and answers the fresh token pair', async () => {
    answer = () => ({ status: 200, body: pair })
    await expect(
      changePassword(client(), { current_password: 'x', new_password: 'Abcdefg1' }),
    ).resolves.toEqual(pair)
    expect(last().method).toBe('PUT')
    expect(last().url).toBe('/core/v1/user/password')
    expect(JSON.parse(last().body)).toEqual({ current_password: 'x', new_password: 'Abcdefg1' })
  })

  it('lists users of a role and logs in as one', async () => {
    answer = (request) =>
      request.url.startsWith('/core/v1/admin/users')
        ? {
            status: 200,
            body: {
              data: [{ id: 3, name: 'N', email: 'n@x.test', role_id: [3], can_login: true }],
              total: 1,
            },
          }
        : { status: 200, body: pair }
    await expect(listAdminUsers(client(), { role: 3 })).resolves.toMatchObject({ total: 1 })
    expect(last().url).toBe('/core/v1/admin/users?role=3')
    await expect(logInAs(client(), 3)).resolves.toEqual(pair)
    expect(last()).toMatchObject({ method: 'POST', url: '/core/v1/admin/user/3/log-in-as' })
  })

  it('refuses an answer that is not the contract', async () => {
    answer = () => ({ status: 200, body: { id: 'nope' } })
    await expect(acceptTermsAndCondition(client())).rejects.toThrow()
    await expect(
      updateProfile(client(), { name: 'A', country_code: 'NO', user_currency_type: 'NOK' }),
    ).rejects.toThrow()
    expect(last()).toMatchObject({ method: 'PUT', url: '/core/v1/user/profile' })
  })
})
