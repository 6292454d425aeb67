import { describe, expect, it } from 'vitest'
import { cancellationRefundInfoSchema } from './cancellation'
import { customerReservationViewSchema, packageReservationSchema } from './customerReservation'

const hotelStay = {
  id: 31,
  uuid: '7d1c2f1e-0000-4000-8000-000000000031',
  service_name: 'Fjordhotel',
  service_type: 'hotels',
  booking_number: 'JNT-31',
  payment_id: 'pay-31',
  serviceable_id: 8,
  start_date: '2025-07-01',
  end_date: '2025-07-03',
  start_time: null,
  checkin_time: '15:00',
  checkout_time: '11:00',
  duration: null,
  price: 2400,
  currency_code: 'NOK',
  status: 'Active',
  refund_percentage: 50,
  cancellation_time: 48,
  tour_adults: null,
  tour_children: null,
  hotel_adults: 2,
  hotel_children: 1,
  package_service: null,
  location_name: 'Balestrand',
  special_instruction: null,
  payer_name: 'Ola Nordmann',
  payer_email: 'ola@example.com',
  payer_phone_area_code: '+47',
  payer_phone: '41234567',
  supplier_name: 'Fjordhotel AS',
  supplier_email: 'post@fjordhotel.test',
  supplier_phone: null,
  booking_date: '2025-05-20T10:15:00Z',
  image: null,
  hotel_reserved_items: [
    {
      room_type_name: 'Double',
      rate_plan_name: 'Breakfast',
      num_of_rooms: 1,
      num_of_adults: 2,
      num_of_children: 1,
    },
  ],
  paid: true,
  refund_amount: null,
  cancellation_reason: null,
}

describe('customerReservationViewSchema', () => {
  it('accepts a hotel stay as the customer area shows it', () => {
    expect(customerReservationViewSchema.parse(hotelStay)).toEqual(hotelStay)
  })

  it('takes service types by name, only activities, hotels and packages', () => {
    expect(customerReservationViewSchema.safeParse({ ...hotelStay, service_type: 3 }).success).toBe(false)
    expect(customerReservationViewSchema.safeParse({ ...hotelStay, service_type: 'rentals' }).success).toBe(
      false,
    )
  })

  it('rejects a status outside Active, Cancelled and Done', () => {
    expect(customerReservationViewSchema.safeParse({ ...hotelStay, status: 'Cancelled' }).success).toBe(true)
    expect(customerReservationViewSchema.safeParse({ ...hotelStay, status: 'CANCEL' }).success).toBe(false)
  })

  it('lists the services of a package reservation', () => {
    const reservation = {
      package_name: 'Fjord weekend',
      customer_name: 'Ola Nordmann',
      customer_email: 'ola@example.com',
      customer_phone: null,
      total_price: 3100,
      currency_code: 'NOK',
      start_date: '2025-07-01',
      services: [hotelStay],
    }
    expect(packageReservationSchema.parse(reservation).services).toHaveLength(1)
  })
})

describe('cancellationRefundInfoSchema', () => {
  it('accepts a refund within 0 to 100 percent', () => {
    const refund = {
      cancellation_hours: 48,
      refund_percentage: 50,
      service_type: 'hotels',
      price: 2400,
      refund_amount: 1200,
      currency_code: 'NOK',
    }
    expect(cancellationRefundInfoSchema.safeParse(refund).success).toBe(true)
    expect(cancellationRefundInfoSchema.safeParse({ ...refund, refund_percentage: 150 }).success).toBe(false)
  })
})
