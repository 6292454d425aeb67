// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFixtureServer } from '../../../widget/src/testing/fixtureServer'
import { bookingView, closeCustomerPage, openCustomerPage } from './customerFixtures'

const TOUR = bookingView({ status: 'Active', refund_amount: null, cancellation_reason: null })
const PACKAGE = bookingView({
  id: 12,
  uuid: '3f0c2b9e-0000-4000-8000-0000000000d4',
  service_name: 'Fjord weekend in Flåm',
  service_type: 'packages',
  payment_id: '8c1d2e3f-0000-4000-8000-0000000000e5',
  status: 'Active',
  refund_amount: null,
  cancellation_reason: null,
})

let api: Awaited<ReturnType<typeof startFixtureServer>>
beforeAll(async () => {
  api = await startFixtureServer([
    {
      method: 'POST',
      path: '/core/v1/customer/reservation-list',
      answer: () => ({ status: 200, body: { data: [TOUR, PACKAGE], total: 2 } }),
    },
    {
      method: 'GET',
      path: '/core/v1/customer/reservation/package/:paymentId/:id',
      answer: ({ params }) =>
        params.paymentId === PACKAGE.payment_id && params.id === String(PACKAGE.id)
          ? {
              status: 200,
              body: {
                package_name: PACKAGE.service_name,
                customer_name: 'Ada Lovelace',
                customer_email: 'ada@example.com',
                customer_phone: '+47 41 23 45 67',
                total_price: 6980,
                currency_code: 'NOK',
                start_date: '2030-06-15',
                services: [],
              },
            }
          : { status: 404, body: { message: 'Reservation not found' } },
    },
  ])
})
afterAll(() => api.close())
afterEach(closeCustomerPage)

describe('the customer’s bookings', () => {
  it('opens a package booking at its payment reference and id', async () => {
    await openCustomerPage(api.origin, '/en/customer-reservation/booking')
    const link = await screen.findByRole('link', { name: /Fjord weekend in Flåm/ }, { timeout: 5000 })
    expect(link.getAttribute('href')).toBe(
      `/en/customer-reservation/booking/package/${PACKAGE.payment_id}/${PACKAGE.id}`,
    )
    expect(screen.getByRole('link', { name: /Guided kayak trip/ }).getAttribute('href')).toBe(
      `/en/customer-reservation/booking/${TOUR.uuid}`,
    )
    fireEvent.click(link)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fjord weekend in Flåm' }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(screen.getByText('Ada Lovelace · ada@example.com')).toBeTruthy()
  })
})
