import { describe, expect, it } from 'vitest'
import { bookingDetailsOutcome, bookingOutcome } from './bookingOutcome'

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

describe('bookingDetailsOutcome', () => {
  it('still shows a booking as confirmed once one of its items is cancelled', () => {
    const booked = { reservations: [{ status: 'CONFIRM' }, { status: 'CANCEL' }], reserved_package: [] }
    expect(bookingDetailsOutcome(booked)).toBe('Confirmed')
    expect(bookingDetailsOutcome({ ...booked, reserved_package: [{ status: 'CANCEL' }] })).toBe('Confirmed')
  })

  it('shows a booking with an item that was never confirmed as not confirmed', () => {
    const failed = {
      reservations: [{ status: 'CONFIRM' }, { status: 'CONFIRM_FAILED' }],
      reserved_package: [],
    }
    expect(bookingDetailsOutcome(failed)).toBe('Failed')
    expect(bookingDetailsOutcome({ reservations: [], reserved_package: [{ status: true }] })).toBe('Failed')
  })
})
