import { describe, expect, it } from 'vitest'
import type { GuestListRow } from '../schemas/guestList'
import { summariseGuestList } from './guestListSummary'

const row = (over: Partial<GuestListRow>): GuestListRow => ({
  id: 1,
  reservation_ref: 'r',
  booking_number: null,
  status: 'CONFIRM',
  option_id: 1,
  option_name: 'Morning',
  start_time: '10:00',
  guest_name: 'Ada',
  email: 'ada@example.com',
  phone: '+47 1234',
  guests: 3,
  tickets: [
    { guest_type: 'Adult', count: 2 },
    { guest_type: 'Child', count: 1 },
  ],
  comments: '',
  answers: [],
  checkin_status: 0,
  checked_in_at: null,
  checked_in_by: null,
  ...over,
})

describe('the guest list’s counts', () => {
  it('counts confirmed guests per ticket type, checked in or not, and cancelled bookings apart', () => {
    const summary = summariseGuestList([
      row({ id: 1, checkin_status: 1 }),
      row({ id: 2, guests: 1, tickets: [{ guest_type: 'Adult', count: 1 }] }),
      row({ id: 3, status: 'CANCEL', guests: 4, tickets: [{ guest_type: 'Adult', count: 4 }] }),
    ])
    expect(summary).toEqual({
      bookings: 2,
      guests: 4,
      checked_in_bookings: 1,
      checked_in_guests: 3,
      not_checked_in_guests: 1,
      cancelled_bookings: 1,
      tickets: [
        { guest_type: 'Adult', count: 3, checked_in: 2 },
        { guest_type: 'Child', count: 1, checked_in: 1 },
      ],
    })
  })
})
