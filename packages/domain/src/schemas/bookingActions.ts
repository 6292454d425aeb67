import { z } from 'zod'
import { cancellationOriginSchema } from '../enums/cancellationOrigin'
import { reservationStatusSchema } from '../enums/reservationStatus'
import { MESSAGES } from '../messages'
import { currencyCodeSchema, idSchema } from './common'

/** The back office's actions on one booking (`reservations/{ref}`): cancel, repair, and its history. */

const reasonSchema = z
  .string({ error: MESSAGES.cancelReasonRequired })
  .trim()
  .min(1, { error: MESSAGES.cancelReasonRequired })
  .max(2000)

/** Cancels the booking's item `reservation_id`, or, without it, every item of the booking's cart still standing. */
export const bookingCancelInputSchema = z.object({
  reservation_ref: z.string().trim().min(1).max(64),
  reservation_id: idSchema.optional(),
  reason: reasonSchema,
  /** What share of what is left to refund goes back to the guest; the supplier cancels, so all by default. */
  refund_percentage: z
    .number({ error: MESSAGES.refundPercentageInvalid })
    .min(0, { error: MESSAGES.refundPercentageInvalid })
    .max(100, { error: MESSAGES.refundPercentageInvalid })
    .default(100),
})
export type BookingCancelInput = z.input<typeof bookingCancelInputSchema>
export type BookingCancelValues = z.output<typeof bookingCancelInputSchema>

export const bookingRefundStatusSchema = z.enum(['not-required', 'pending', 'refunded', 'failed'])
export type BookingRefundStatus = z.infer<typeof bookingRefundStatusSchema>

export const bookingCancelledItemSchema = z.object({
  reservation_id: idSchema,
  cancellation_id: idSchema,
  refund_amount: z.number(),
  refund_percentage: z.number(),
  refund_status: bookingRefundStatusSchema,
  currency_code: currencyCodeSchema,
})
export const bookingCancelResultSchema = z.object({ cancelled: z.array(bookingCancelledItemSchema) })
export type BookingCancelResult = z.infer<typeof bookingCancelResultSchema>

/** A booking whose confirmation or cancellation failed is confirmed, or cancelled, by hand. */
export const bookingRepairInputSchema = z.object({
  action: z.enum(['confirm', 'cancel'], { error: MESSAGES.repairActionInvalid }),
  reason: z.string().trim().max(2000).optional(),
})
export type BookingRepairInput = z.infer<typeof bookingRepairInputSchema>

export const bookingHistoryEntrySchema = z.object({
  id: idSchema,
  from_status: reservationStatusSchema.nullable(),
  to_status: reservationStatusSchema,
  actor_kind: z.enum(['user', 'guest', 'system']),
  /** The user's name, the guest's email, or empty for the system. */
  actor_name: z.string(),
  note: z.string(),
  created_at: z.string(),
})
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>
export const bookingHistorySchema = z.array(bookingHistoryEntrySchema)

/** One cancellation as the Cancellations pages list it. */
export const bookingCancellationRowSchema = z.object({
  id: idSchema,
  reservation_id: idSchema,
  reservation_ref: z.string(),
  booking_number: z.string().nullable(),
  product_name: z.string(),
  guest_name: z.string().nullable(),
  origin: cancellationOriginSchema,
  reason: z.string(),
  refund_percentage: z.number(),
  refund_amount: z.number(),
  currency_code: currencyCodeSchema,
  refund_status: bookingRefundStatusSchema,
  refund_error: z.string().nullable(),
  cancelled_by: z.string().nullable(),
  cancelled_at: z.string(),
})
export type BookingCancellationRow = z.infer<typeof bookingCancellationRowSchema>

export const BOOKING_CANCELLATION_SORT_FIELDS = ['cancelled_at', 'refund_amount', 'refund_status'] as const

export const bookingCancellationFilterSchema = z.object({
  q: z.string().trim().max(200).optional(),
  origin: cancellationOriginSchema.optional(),
  refund_status: bookingRefundStatusSchema.optional(),
})
export type BookingCancellationFilter = z.infer<typeof bookingCancellationFilterSchema>

/** The back office records by hand what happened to a refund the provider does not report. */
export const bookingRefundStatusInputSchema = z.object({
  refund_status: z.enum(['pending', 'refunded', 'failed'], { error: MESSAGES.refundStatusInvalid }),
})
export type BookingRefundStatusInput = z.infer<typeof bookingRefundStatusInputSchema>
