import { describe, expect, it } from 'vitest'
import { hotelSearchSchema, searchFilterSchema } from './search'

describe('searchFilterSchema', () => {
  it('accepts a filter with price range, bounding box and paging', () => {
    const filter = {
      serviceType: 1,
      categories: [4],
      query: 'fjord',
      langCode: 'no',
      priceRange: [100, null],
      ratings: [4, 5],
      boundingBox: [60.1, 10.5, 59.8, 10.9],
      page: 1,
      limit: 12,
    }
    expect(searchFilterSchema.parse(filter)).toEqual(filter)
  })

  it('accepts an empty filter', () => {
    expect(searchFilterSchema.parse({})).toEqual({})
  })

  it('rejects a bounding box off the globe, a short one, and page 0', () => {
    expect(searchFilterSchema.safeParse({ boundingBox: [91, 0, 0, 0] }).success).toBe(false)
    expect(searchFilterSchema.safeParse({ boundingBox: [1, 2, 3] }).success).toBe(false)
    expect(searchFilterSchema.safeParse({ page: 0 }).success).toBe(false)
  })
})

describe('hotelSearchSchema', () => {
  it('takes features around a point', () => {
    expect(
      hotelSearchSchema.safeParse({ feature_id: [1, 2], lat: 59.9, lng: 10.7, radius: 5000 }).success,
    ).toBe(true)
    expect(hotelSearchSchema.safeParse({ feature_id: [], lat: 59.9, lng: 10.7, radius: 0 }).success).toBe(
      false,
    )
  })
})
