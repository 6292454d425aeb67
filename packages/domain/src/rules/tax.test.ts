import { describe, expect, it } from 'vitest'
import { taxOfPrice } from './tax'

describe('taxOfPrice', () => {
  it('finds the tax inside a price that includes it', () => {
    expect(taxOfPrice(400, 25, true)).toBe(80)
    expect(taxOfPrice(99.9, 12, true)).toBe(10.7)
  })

  it('adds the tax to a price that excludes it', () => {
    expect(taxOfPrice(400, 25, false)).toBe(100)
  })

  it('is nothing when exempt or free', () => {
    expect(taxOfPrice(400, 0, true)).toBe(0)
    expect(taxOfPrice(0, 25, false)).toBe(0)
  })
})
