import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { ReservationStatus } from '@jaunt/domain'

export const RESERVATION_STATUS_LABELS: Readonly<Record<ReservationStatus, MessageDescriptor>> = {
  [ReservationStatus.InCart]: msg`In cart`,
  [ReservationStatus.Hold]: msg`On hold`,
  [ReservationStatus.HoldFailed]: msg`Hold failed`,
  [ReservationStatus.Confirm]: msg`Confirmed`,
  [ReservationStatus.Cancel]: msg`Cancelled`,
  [ReservationStatus.CancellationFailed]: msg`Cancellation failed`,
  [ReservationStatus.ConfirmFailed]: msg`Confirmation failed`,
}

/** The statuses a booking in the table can have, which its filter offers. */
export const BOOKED_STATUSES = [
  ReservationStatus.Confirm,
  ReservationStatus.Cancel,
  ReservationStatus.CancellationFailed,
  ReservationStatus.ConfirmFailed,
] as const

export const RESERVATION_STATUS_COLOURS: Readonly<
  Record<ReservationStatus, 'success' | 'default' | 'warning' | 'error'>
> = {
  [ReservationStatus.InCart]: 'default',
  [ReservationStatus.Hold]: 'warning',
  [ReservationStatus.HoldFailed]: 'error',
  [ReservationStatus.Confirm]: 'success',
  [ReservationStatus.Cancel]: 'default',
  [ReservationStatus.CancellationFailed]: 'error',
  [ReservationStatus.ConfirmFailed]: 'error',
}
