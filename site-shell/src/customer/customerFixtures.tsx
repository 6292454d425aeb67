import type { CustomerReservationView } from '@jaunt/domain'
import { loadSiteI18n } from '@jaunt/i18n'
import { act, render } from '@testing-library/react'
import { demoSite } from '../../../widget/src/testing/fixtures'
import { Root } from '../Root'

/** Test helpers of the customer area: a booking as the server shows it, and a page opened logged in. */
export const bookingView = (overrides: Partial<CustomerReservationView>): CustomerReservationView => ({
  id: 7,
  uuid: '3f0c2b9e-0000-4000-8000-0000000000a1',
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

// The customer area calls its own origin: the page is opened on the stand-in's, with a session.
const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM
export async function openCustomerPage(origin: string, path: string) {
  happyDOM.setURL(`${origin}${path}`)
  document.cookie = 'customer_session_token=session-1; Path=/'
  const i18n = await loadSiteI18n('en')
  await act(async () => {
    render(<Root i18n={i18n} site={demoSite()} apiBase={origin} />)
  })
}

export async function closeCustomerPage() {
  await act(async () => document.body.replaceChildren())
  document.cookie = 'customer_session_token=; Max-Age=0; Path=/'
}
