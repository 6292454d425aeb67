import { describe, expect, it } from 'vitest'
import { packageShares } from './packageShares'

describe('packageShares', () => {
  it('gives each service its priced part and the partner the margin', () => {
    // 100 + 50 per guest, 10% margin: 165 a guest, two guests pay 330.
    expect(packageShares(330, [100, 50], 165)).toEqual({ shares: [200, 100], margin: 30 })
  })

  it('adds up to the price to the cent, whatever the rounding', () => {
    const split = packageShares(100, [1, 1, 1], 3.3)
    expect(split.shares).toEqual([30.31, 30.3, 30.3])
    expect(Math.round((split.shares.reduce((a, b) => a + b, 0) + split.margin) * 100)).toBe(10000)
  })

  it('never leaves a negative margin when the services cost more than the price asked', () => {
    expect(packageShares(90, [60, 40], 95)).toEqual({ shares: [54, 36], margin: 0 })
  })

  it('gives everything to the margin when the services have no price', () => {
    expect(packageShares(50, [0, 0], 50)).toEqual({ shares: [0, 0], margin: 50 })
    expect(packageShares(0, [10], 11)).toEqual({ shares: [0], margin: 0 })
  })
})
