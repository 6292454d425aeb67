import { ReservationStatusName } from '../enums/reservationStatus'

export type BookingOutcome = 'Confirmed' | 'Failed'

interface ThanksData {
  reservations: readonly { status?: unknown }[]
  reserved_package: readonly { status?: unknown }[]
}

/** The outcome reported to tracking after payment: every reservation confirmed and every package settled. */
export function bookingOutcome(thanksData: ThanksData): BookingOutcome {
  const reservationFailed = thanksData.reservations.some((r) => r.status !== ReservationStatusName.Confirm)
  const packageFailed = thanksData.reserved_package.some((p) => !p.status)
  return reservationFailed || packageFailed ? 'Failed' : 'Confirmed'
}
