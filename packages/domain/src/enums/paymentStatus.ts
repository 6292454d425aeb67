import { z } from 'zod'
import { wireNames } from './wireNames'

/** Code 3 is Failed, not Locked (see docs/decisions.md). */
export const PaymentStatus = { Pending: 1, Paid: 2, Failed: 3 } as const
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus]
export const paymentStatusSchema = z.enum(PaymentStatus)

export const PaymentStatusName = {
  Pending: 'PAYMENT_PENDING',
  Paid: 'PAYMENT_PAID',
  Failed: 'PAYMENT_FAILED',
} as const
export type PaymentStatusName = (typeof PaymentStatusName)[keyof typeof PaymentStatusName]
export const paymentStatusNameSchema = z.enum(PaymentStatusName)

const names = wireNames<PaymentStatus, PaymentStatusName>({
  1: PaymentStatusName.Pending,
  2: PaymentStatusName.Paid,
  3: PaymentStatusName.Failed,
})

export const paymentStatusName = names.toName
export const paymentStatusFromName = names.fromName
