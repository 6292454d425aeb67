import { describe, expect, it } from 'vitest'
import { bookingOutcome } from './bookingOutcome'

describe('bookingOutcome', () => {
  it('is Confirmed when every reservation is CONFIRM and every package has a status', () => {
    expect(
      bookingOutcome({
        reservations: [{ status: 'CONFIRM' }, { status: 'CONFIRM' }],
        reserved_package: [{ status: true }],
      }),
    ).toBe('Confirmed')
  })

  it('is Failed when a reservation is anything but CONFIRM', () => {
    for (const status of ['CONFIRM_FAILED', 'CANCEL', 'CANCEL_FAILED', null, undefined, true]) {
      expect(
        bookingOutcome({ reservations: [{ status: 'CONFIRM' }, { status }], reserved_package: [] }),
      ).toBe('Failed')
    }
  })

  it('is Failed when a package has no status', () => {
    expect(
      bookingOutcome({ reservations: [{ status: 'CONFIRM' }], reserved_package: [{ status: null }] }),
    ).toBe('Failed')
    expect(bookingOutcome({ reservations: [], reserved_package: [{}] })).toBe('Failed')
  })

  it('is Confirmed for packages alone when all have a status', () => {
    expect(bookingOutcome({ reservations: [], reserved_package: [{ status: 'CONFIRM' }] })).toBe('Confirmed')
  })
})
