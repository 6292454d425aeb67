import { z } from 'zod'

export const ReservationStatus = {
  InCart: 1,
  Hold: 2,
  HoldFailed: 3,
  Confirm: 4,
  Cancel: 5,
  CancellationFailed: 6,
  ConfirmFailed: 7,
} as const
export type ReservationStatus = (typeof ReservationStatus)[keyof typeof ReservationStatus]
export const reservationStatusSchema = z.enum(ReservationStatus)

/** The string forms the spec gives; only these four statuses have one. */
export const ReservationStatusName = {
  Confirm: 'CONFIRM',
  ConfirmFailed: 'CONFIRM_FAILED',
  Cancel: 'CANCEL',
  CancelFailed: 'CANCEL_FAILED',
} as const
export type ReservationStatusName = (typeof ReservationStatusName)[keyof typeof ReservationStatusName]
export const reservationStatusNameSchema = z.enum(ReservationStatusName)

const nameByCode: Partial<Record<ReservationStatus, ReservationStatusName>> = {
  [ReservationStatus.Confirm]: ReservationStatusName.Confirm,
  [ReservationStatus.ConfirmFailed]: ReservationStatusName.ConfirmFailed,
  [ReservationStatus.Cancel]: ReservationStatusName.Cancel,
  [ReservationStatus.CancellationFailed]: ReservationStatusName.CancelFailed,
}
const codeByName = new Map<string, ReservationStatus>(
  Object.entries(nameByCode).map(([code, name]) => [name, Number(code) as ReservationStatus]),
)

/** The string form of a status, or undefined for IN_CART, HOLD and HOLD_FAILED, which have none. */
export function reservationStatusName(code: ReservationStatus): ReservationStatusName | undefined {
  return nameByCode[code]
}

export function reservationStatusFromName(name: string): ReservationStatus | undefined {
  return codeByName.get(name)
}
