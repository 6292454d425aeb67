// @vitest-environment happy-dom
import type { CustomerReservationView } from '@jaunt/domain'
import { loadI18n } from '@jaunt/i18n'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFixtureServer } from '../../../widget/src/testing/fixtureServer'
import { demoSite } from '../../../widget/src/testing/fixtures'
import { Root } from '../Root'

const PAID = '3f0c2b9e-0000-4000-8000-0000000000a1'
const UNPAID = '3f0c2b9e-0000-4000-8000-0000000000b2'
const ACTIVE_UNPAID = '3f0c2b9e-0000-4000-8000-0000000000c3'

const cancelledKayak = (overrides: Partial<CustomerReservationView>): CustomerReservationView => ({
  id: 7,
  uuid: PAID,
  service_name: 'Guided kayak trip',
  service_type: 'activities',
  booking_number: 'JT-7K2M9QXA',
  payment_id: 'pay-1',
  serviceable_id: 2,
  start_date: '2030-06-15',
  end_date: null,
  start_time: '09:00',
  checkin_time: null,
  checkout_time: null,
  duration: 3,
  price: 1000,
  currency_code: 'NOK',
  status: 'Cancelled',
  refund_percentage: 50,
  cancellation_time: 24,
  tour_adults: 2,
  tour_children: 0,
  hotel_adults: null,
  hotel_children: null,
  package_service: null,
  location_name: 'Flåm',
  special_instruction: null,
  payer_name: 'Ada Lovelace',
  payer_email: 'ada@example.com',
  payer_phone_area_code: '47',
  payer_phone: '41234567',
  supplier_name: 'Fjord Kayaks',
  supplier_email: 'kayak@example.com',
  supplier_phone: null,
  booking_date: '2030-05-01T10:00:00.000Z',
  image: null,
  hotel_reserved_items: [],
  paid: true,
  refund_amount: 500,
  cancellation_reason: 'Our plans changed',
  ...overrides,
})

let api: Awaited<ReturnType<typeof startFixtureServer>>
beforeAll(async () => {
  api = await startFixtureServer([
    {
      method: 'GET',
      path: '/core/v1/customer/reservation/:id',
      answer: ({ params }) =>
        params.id === PAID
          ? { status: 200, body: cancelledKayak({}) }
          : params.id === UNPAID
            ? { status: 200, body: cancelledKayak({ uuid: UNPAID, paid: false, refund_amount: 0 }) }
            : {
                status: 200,
                body: cancelledKayak({
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
afterEach(() => {
  document.body.replaceChildren()
  document.cookie = 'customer_session_token=; Max-Age=0; Path=/'
})

// The customer area calls its own origin: the page is opened on the stand-in's.
const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM
async function openBooking(uuid: string) {
  happyDOM.setURL(`${api.origin}/en/customer-reservation/booking/${uuid}`)
  document.cookie = 'customer_session_token=session-1; Path=/'
  const i18n = await loadI18n('en')
  await act(async () => {
    render(<Root i18n={i18n} site={demoSite()} apiBase={api.origin} />)
  })
  await screen.findByRole('heading', { level: 1, name: 'Guided kayak trip' }, { timeout: 5000 })
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('a cancelled booking in the customer area', () => {
  it('says it is cancelled, what was refunded and why', async () => {
    await openBooking(PAID)
    expect(fact('Status')).toBe('Cancelled')
    expect(fact('Refund')).toMatch(/^NOK\s500\.00$/)
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
  })
})
