import { describe, expect, it } from 'vitest'
import { effectivePriceRange } from './priceRange'

describe('effectivePriceRange', () => {
  it('filters by both bounds', () => {
    expect(effectivePriceRange([10, 200])).toEqual([10, 200])
    expect(effectivePriceRange([0, 0])).toEqual([0, 0])
  })

  it('does not filter when a bound is missing', () => {
    expect(effectivePriceRange([null, 200])).toBeNull()
    expect(effectivePriceRange([10, null])).toBeNull()
    expect(effectivePriceRange(null)).toBeNull()
    expect(effectivePriceRange(undefined)).toBeNull()
  })

  it('orders swapped bounds', () => {
    expect(effectivePriceRange([300, 100])).toEqual([100, 300])
  })
})
