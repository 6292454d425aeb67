import { describe, expect, it } from 'vitest'
import { cartSchema } from './cart'
import { packageGuestSelectionSchema } from './reservation'

const reservation = {
  reservation_ref: 'R-1',
  serviceable_id: 4,
  serviceable_name: 'Fjord cruise',
  service_name: 'Fjord cruise, morning',
  service_type: 1,
  serviceable_product_code: null,
  price: 120,
  status: true,
  hotel_reserved_items: [],
  tour_reserved_item: { num_of_adults: 2, num_of_children: 1, status: null },
}

const cart = {
  cart_ref: 'c0ffee',
  cart_total_price: 120,
  cart_currency: 'NOK',
  reservations: [reservation],
  reserved_package: [
    {
      package_id: 3,
      name: 'Weekend',
      price: 300,
      status: false,
      activity_params: { number_of_adults: 2, number_of_children: 0 },
    },
  ],
}

describe('cartSchema', () => {
  it('accepts a cart with reservations and packages', () => {
    expect(cartSchema.parse(cart)).toEqual(cart)
  })

  it('accepts thanks-page data with string statuses and payment info', () => {
    const thanks = {
      ...cart,
      reservations: [{ ...reservation, status: 'CONFIRM' }],
      retry_status_check: false,
      payment_info: { payment_method: 'card', uuid: 'pay-1' },
    }
    expect(cartSchema.safeParse(thanks).success).toBe(true)
  })

  it('rejects an unknown service type or status word', () => {
    expect(
      cartSchema.safeParse({ ...cart, reservations: [{ ...reservation, service_type: 8 }] }).success,
    ).toBe(false)
    expect(
      cartSchema.safeParse({ ...cart, reservations: [{ ...reservation, status: 'DONE' }] }).success,
    ).toBe(false)
  })
})

describe('packageGuestSelectionSchema', () => {
  it('takes adults, children and the rooms they fill', () => {
    const selection = {
      adult: 3,
      child: 1,
      rooms: [
        { adult: 2, child: 1 },
        { adult: 1, child: 0 },
      ],
    }
    expect(packageGuestSelectionSchema.parse(selection)).toEqual(selection)
    expect(packageGuestSelectionSchema.safeParse({ ...selection, adult: -1 }).success).toBe(false)
  })
})
