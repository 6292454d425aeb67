import { describe, expect, it } from 'vitest'
import { cartTotal, roundMoney, toMinorUnits } from './money'

describe('roundMoney', () => {
  it.each([
    [1.005, 1.01],
    [0.1 + 0.2, 0.3],
    [1.004, 1],
    [2.675, 2.68],
    [1234.005, 1234.01],
    [10, 10],
    [0, 0],
    [-1.005, -1.01],
  ])('rounds %d to %d', (amount, expected) => {
    expect(roundMoney(amount)).toBe(expected)
  })

  it('never gives negative zero', () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true)
  })
})

describe('cartTotal', () => {
  it('adds bare prices and rounds to cents', () => {
    expect(cartTotal([0.1, 0.2])).toBe(0.3)
    expect(cartTotal([19.99, 5.01, 0.005])).toBe(25.01)
  })

  it('takes the cost of ticket lines, not their unit price', () => {
    expect(
      cartTotal([
        { cost: 30, price: 10 },
        { cost: 12.5, price: 12.5 },
      ]),
    ).toBe(42.5)
  })

  it('takes the price of cart items', () => {
    expect(cartTotal([{ price: 99.95 }, 0.05])).toBe(100)
  })

  it('is 0 for nothing', () => {
    expect(cartTotal([])).toBe(0)
  })
})

describe('toMinorUnits', () => {
  it('counts cents, and whole units for currencies without them', () => {
    expect(toMinorUnits(1249.5, 'NOK')).toBe(124950)
    expect(toMinorUnits(10.15, 'eur')).toBe(1015)
    expect(toMinorUnits(1500, 'JPY')).toBe(1500)
  })
})
