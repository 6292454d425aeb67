import { ReservationStatusName } from '../enums/reservationStatus'

export type BookingOutcome = 'Confirmed' | 'Failed'

interface ThanksData {
  reservations: readonly { status?: unknown }[]
  reserved_package: readonly { status?: unknown }[]
}

/**
 * What the booking details show: booked when every item was confirmed, including items cancelled
 * since (a later cancellation is not a failed booking).
 */
export function bookingDetailsOutcome(details: ThanksData): BookingOutcome {
  const booked = [ReservationStatusName.Confirm, ReservationStatusName.Cancel] as unknown[]
  const items = [...details.reservations, ...details.reserved_package]
  return items.every((item) => booked.includes(item.status)) ? 'Confirmed' : 'Failed'
}

/** The outcome reported to tracking after payment: every reservation confirmed and every package settled. */
export function bookingOutcome(thanksData: ThanksData): BookingOutcome {
  const reservationFailed = thanksData.reservations.some((r) => r.status !== ReservationStatusName.Confirm)
  const packageFailed = thanksData.reserved_package.some((p) => !p.status)
  return reservationFailed || packageFailed ? 'Failed' : 'Confirmed'
}
