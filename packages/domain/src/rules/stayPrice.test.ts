import { describe, expect, it } from 'vitest'
import { stayPrice } from './stayPrice'

describe('stayPrice', () => {
  it('multiplies the per-room stay price by the rooms, rounded to cents', () => {
    expect(stayPrice(1234.5, 2)).toBe(2469)
    expect(stayPrice(100.005, 1)).toBe(100.01)
    expect(stayPrice(33.33, 3)).toBe(99.99)
  })

  it('is 0 for no rooms', () => {
    expect(stayPrice(500, 0)).toBe(0)
  })
})
