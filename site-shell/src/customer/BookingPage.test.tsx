// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFixtureServer } from '../../../widget/src/testing/fixtureServer'
import { bookingView, closeCustomerPage, openCustomerPage } from './customerFixtures'

const PAID = '3f0c2b9e-0000-4000-8000-0000000000a1'
const UNPAID = '3f0c2b9e-0000-4000-8000-0000000000b2'
const ACTIVE_UNPAID = '3f0c2b9e-0000-4000-8000-0000000000c3'

let api: Awaited<ReturnType<typeof startFixtureServer>>
beforeAll(async () => {
  api = await startFixtureServer([
    {
      method: 'GET',
      path: '/core/v1/customer/reservation/:id',
      answer: ({ params }) =>
        params.id === PAID
          ? { status: 200, body: bookingView({}) }
          : params.id === UNPAID
            ? { status: 200, body: bookingView({ uuid: UNPAID, paid: false, refund_amount: 0 }) }
            : {
                status: 200,
                body: bookingView({
                  uuid: ACTIVE_UNPAID,
                  status: 'Active',
                  paid: false,
                  refund_amount: null,
                  cancellation_reason: null,
                }),
              },
    },
    {
      method: 'GET',
      path: '/core/v1/customer/reservations/cancellation-policy/:id',
      answer: () => ({
        status: 200,
        body: {
          cancellable: true,
          refund_percentage: 100,
          refund_amount: 0,
          currency_code: 'NOK',
          hours_before: 72,
          free_cancellation: true,
          non_refundable: false,
          reason_if_not_cancellable: null,
          paid: false,
        },
      }),
    },
  ])
})
afterAll(() => api.close())
afterEach(closeCustomerPage)

async function openBooking(uuid: string) {
  await openCustomerPage(api.origin, `/en/customer-reservation/booking/${uuid}`)
  await screen.findByRole('heading', { level: 1, name: 'Guided kayak trip' }, { timeout: 5000 })
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('a cancelled booking in the customer area', () => {
  it('says it is cancelled, what was refunded and why', async () => {
    await openBooking(PAID)
    expect(fact('Status')).toBe('Cancelled')
    expect(fact('Refund')).toMatch(/^NOK\s500\.00$/)
    // The price is no longer owed: it is struck through.
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling?.querySelector('s')).toBeTruthy()
    expect(fact('Reason for cancellation')).toBe('Our plans changed')
    expect(screen.queryByText('Cancel booking')).toBeNull()
  })

  it('promises no refund for a booking that was never paid', async () => {
    await openBooking(UNPAID)
    expect(fact('Status')).toBe('Cancelled')
    expect(fact('Refund')).toBe('Nothing was paid for this booking, so nothing is refunded.')
    expect(screen.queryByText(/NOK 0\.00/)).toBeNull()
  })

  it('asks before cancelling a booking never paid without offering money back', async () => {
    await openBooking(ACTIVE_UNPAID)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }))
    const summary = await screen.findByRole('region', { name: 'Refund summary' }, { timeout: 5000 })
    expect(summary.textContent).toContain('Nothing was paid for this booking, so nothing is refunded.')
    expect(summary.textContent).not.toContain('You get back')
    expect(summary.textContent).not.toContain('% refunded')
  })
})
