import { describe, expect, it } from 'vitest'
import { bookedTotal, cartCount, isCartCheckedOut, isCartValid } from './cart'

const emptyCart = { reservations: [], reserved_package: [] }

describe('cartCount', () => {
  it('counts reservations and reserved packages', () => {
    expect(
      cartCount({ reservations: [{ status: true }, { status: null }], reserved_package: [{ status: true }] }),
    ).toBe(3)
  })

  it('is 0 for an empty or missing cart', () => {
    expect(cartCount(emptyCart)).toBe(0)
    expect(cartCount(null)).toBe(0)
    expect(cartCount(undefined)).toBe(0)
  })
})

describe('isCartValid', () => {
  it('is true for an empty cart', () => {
    expect(isCartValid(emptyCart)).toBe(true)
  })

  it('is true when no item is flagged false, whatever else the status holds', () => {
    expect(
      isCartValid({
        reservations: [{ status: true }, { status: null }, {}],
        reserved_package: [{ status: 'CONFIRM' }],
      }),
    ).toBe(true)
  })

  it('is false when a reservation is flagged false', () => {
    expect(isCartValid({ reservations: [{ status: true }, { status: false }], reserved_package: [] })).toBe(
      false,
    )
  })

  it('is false when a reserved package is flagged false', () => {
    expect(isCartValid({ reservations: [{ status: true }], reserved_package: [{ status: false }] })).toBe(
      false,
    )
  })
})

describe('isCartCheckedOut', () => {
  it('is true once every item carries its booking’s outcome', () => {
    expect(
      isCartCheckedOut({ reservations: [{ status: 'CONFIRM' }], reserved_package: [{ status: 'CANCEL' }] }),
    ).toBe(true)
  })

  it('is false for an empty cart, or one with an item still in it or held', () => {
    expect(isCartCheckedOut(emptyCart)).toBe(false)
    expect(
      isCartCheckedOut({ reservations: [{ status: 'CONFIRM' }, { status: true }], reserved_package: [] }),
    ).toBe(false)
    expect(isCartCheckedOut({ reservations: [{ status: false }], reserved_package: [] })).toBe(false)
  })
})

describe('bookedTotal', () => {
  it('adds up what still stands, leaving out cancelled items and packages', () => {
    expect(
      bookedTotal({
        reservations: [
          { price: 100.1, status: 'CONFIRM' },
          { price: 50, status: 'CANCEL' },
          { price: 0.2, status: 'CONFIRM' },
        ],
        reserved_package: [
          { price: 300, status: 'CANCEL' },
          { price: 200, status: 'CONFIRM' },
        ],
      }),
    ).toBe(300.3)
  })
})
