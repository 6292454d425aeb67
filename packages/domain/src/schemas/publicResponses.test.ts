import { describe, expect, it } from 'vitest'
import {
  cartValidationSchema,
  categoryCountSchema,
  dateRangeSchema,
  searchBoxResultSchema,
  serviceTypeCountSchema,
  ticketCheckSchema,
} from './publicResponses'

const card = {
  id: 7,
  service_type: 1,
  type: 'activities',
  product_code: 'ACT-7',
  name: 'Fjord kayak',
  short_description: 'Paddle under the cliffs',
  images: [{ url: '/media/scenes/fjord.svg', alt: 'A fjord' }],
  location: { id: 2, name: 'Flåm' },
  lat: 60.86,
  lng: 7.11,
  currency_code: 'NOK',
  lowest_price: 690,
  rating: 4.7,
  review_count: 31,
  duration_minutes: 180,
  categories: [{ id: 1, name: 'Water' }],
}

describe('the public answers', () => {
  it('read a search box answer with products and places', () => {
    const answer = { services: [card], locations: [{ id: 2, name: 'Flåm', count: 4 }] }
    expect(searchBoxResultSchema.parse(answer)).toEqual(answer)
  })

  it('read the lookup lists', () => {
    expect(serviceTypeCountSchema.parse({ service_type: 3, type: 'hotels', count: 9 }).count).toBe(9)
    expect(serviceTypeCountSchema.safeParse({ service_type: 9, type: 'x', count: 1 }).success).toBe(false)
    expect(
      categoryCountSchema.parse({ id: 1, name: 'Water', parent_id: null, count: 3 }).parent_id,
    ).toBeNull()
  })

  it('read a ticket check with a refused ticket and the server total', () => {
    const check = {
      tickets: [{ ticket_id: 3, status: false, message: 'Only 2 places left', isMinimumBook: false }],
      available: false,
      guests: 4,
      total: 180,
      currency_code: 'EUR',
    }
    expect(ticketCheckSchema.parse(check)).toEqual(check)
    expect(ticketCheckSchema.safeParse({ ...check, currency_code: 'euro' }).success).toBe(false)
  })

  it('read a cart validation per item', () => {
    const answer = {
      valid: false,
      items: [
        { reservation_ref: 'r-1', package_id: null, status: true },
        { reservation_ref: null, package_id: 4, status: false },
      ],
    }
    expect(cartValidationSchema.parse(answer)).toEqual(answer)
  })

  it('take a date range of calendar days only', () => {
    expect(dateRangeSchema.safeParse({ from: '2026-06-01', to: '2026-06-30' }).success).toBe(true)
    expect(dateRangeSchema.safeParse({ from: '2026-06-01T00:00', to: '2026-06-30' }).success).toBe(false)
  })
})
