import { ReservationStatusName } from '../enums/reservationStatus'
import { CheckinStatus, type GuestListRow, type GuestListSummary } from '../schemas/guestList'

/** The list's counts: guests of confirmed bookings, in total, per ticket type and checked in or not. */
export function summariseGuestList(rows: readonly GuestListRow[]): GuestListSummary {
  const confirmed = rows.filter((row) => row.status === ReservationStatusName.Confirm)
  const arrived = confirmed.filter((row) => row.checkin_status === CheckinStatus.CheckedIn)
  const guestsOf = (list: readonly GuestListRow[]) => list.reduce((sum, row) => sum + row.guests, 0)
  const tickets = new Map<string, { guest_type: string; count: number; checked_in: number }>()
  for (const row of confirmed)
    for (const ticket of row.tickets) {
      const line = tickets.get(ticket.guest_type) ?? {
        guest_type: ticket.guest_type,
        count: 0,
        checked_in: 0,
      }
      line.count += ticket.count
      if (row.checkin_status === CheckinStatus.CheckedIn) line.checked_in += ticket.count
      tickets.set(ticket.guest_type, line)
    }
  const guests = guestsOf(confirmed)
  const checkedInGuests = guestsOf(arrived)
  return {
    bookings: confirmed.length,
    guests,
    checked_in_bookings: arrived.length,
    checked_in_guests: checkedInGuests,
    not_checked_in_guests: guests - checkedInGuests,
    cancelled_bookings: rows.length - confirmed.length,
    tickets: [...tickets.values()],
  }
}
