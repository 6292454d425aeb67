import { describe, expect, it } from 'vitest'
import { packageRefundShares, packageShares } from './packageShares'

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

describe('packageRefundShares', () => {
  const cents = (n: number) => Math.round(n * 100)
  const sum = (split: { shares: number[]; margin: number }) =>
    split.shares.reduce((total, one) => total + cents(one), 0) + cents(split.margin)

  it('splits a refund over three equal shares to the cent, where rounding each on its own loses one', () => {
    // 100.00 over three shares of 33.33, 33.33 and 33.34: each share's 33.33 / 100 of 33.33 is about 11.11.
    const split = packageRefundShares(33.33, [33.33, 33.33, 33.34], 100)
    expect(split).toEqual({ shares: [11.11, 11.11, 11.11], margin: 0 })
    // 30.00 of shares 10, 10, 10: each on its own rounds 3.333… to 3.33, and the three give back 9.99 of 10.
    expect(packageRefundShares(10, [10, 10, 10], 30)).toEqual({ shares: [3.34, 3.33, 3.33], margin: 0 })
  })

  it('leaves the margin its part, and the parts add up to the refund', () => {
    const split = packageRefundShares(33.33, [30, 30, 30], 100)
    expect(split).toEqual({ shares: [10, 10, 10], margin: 3.33 })
    for (const refund of [0.01, 0.02, 1, 33.33, 66.67, 99.99, 100]) {
      expect(sum(packageRefundShares(refund, [27.5, 41.25, 19.99], 100))).toBe(cents(refund))
    }
  })
})
