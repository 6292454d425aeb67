import { z } from 'zod'
import { syncJobStatusNameSchema, syncJobStatusSchema } from '../enums/syncJobStatus'
import { MESSAGES } from '../messages'
import { calendarDateSchema, currencyCodeSchema, idSchema, timeOfDaySchema } from './common'

const MAX_DEPARTURES = 400

/** A departure as the supplier picks it: its date and start time. */
export const departurePickSchema = z.object({ date: calendarDateSchema, start_time: timeOfDaySchema })
export type DeparturePick = z.infer<typeof departurePickSchema>

/** Cancels every booking of the chosen departures of one option, refunding paid ones by the percentage. */
export const bulkCancelInputSchema = z.object({
  tour_id: idSchema,
  tour_option_id: idSchema,
  departures: z.array(departurePickSchema).min(1, { error: MESSAGES.departuresRequired }).max(MAX_DEPARTURES),
  reason: z.string().trim().min(1, { error: MESSAGES.cancelReasonRequired }).max(2000),
  refund_percentage: z
    .number({ error: MESSAGES.refundPercentageInvalid })
    .min(0, { error: MESSAGES.refundPercentageInvalid })
    .max(100, { error: MESSAGES.refundPercentageInvalid }),
})
export type BulkCancelInput = z.infer<typeof bulkCancelInputSchema>

export const workflowStatusInputSchema = z.object({ workflow_id: z.uuid() })
export type WorkflowStatusInput = z.infer<typeof workflowStatusInputSchema>

export const workflowFailureSchema = z.object({
  reservation_id: z.number().int(),
  booking_number: z.string(),
  message: z.string(),
})
export type WorkflowFailure = z.infer<typeof workflowFailureSchema>

/** A bulk cancellation's progress: the spec's sync job status with its counts. */
export const workflowStatusSchema = z.object({
  workflow_id: z.string(),
  status: syncJobStatusSchema,
  status_name: syncJobStatusNameSchema,
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  failures: z.array(workflowFailureSchema),
})
export type WorkflowStatus = z.infer<typeof workflowStatusSchema>

/** A booking of a departure, with what was paid and already given back. */
export const refundableBookingSchema = z.object({
  id: z.number().int(),
  booking_number: z.string(),
  guest_name: z.string(),
  guest_email: z.string(),
  guests: z.number().int(),
  price: z.number(),
  currency_code: currencyCodeSchema,
  paid: z.number(),
  refunded: z.number(),
  refundable: z.number(),
})
export type RefundableBooking = z.infer<typeof refundableBookingSchema>

export const cancellableDepartureSchema = z.object({
  tour_slot_id: z.number().int(),
  date: calendarDateSchema,
  start_time: z.string(),
  allotment: z.number().int(),
  booked: z.number().int(),
  guests: z.number().int(),
  bookings: z.array(refundableBookingSchema),
  /** A bulk cancellation of this departure that is still running, if any. */
  running_workflow_id: z.string().nullable(),
})
export type CancellableDeparture = z.infer<typeof cancellableDepartureSchema>

/** An option's upcoming departures, for the bulk cancellation page. */
export const cancellableDeparturesSchema = z.object({
  tour_id: z.number().int(),
  tour_option_id: z.number().int(),
  tour_name: z.string(),
  option_name: z.string(),
  departures: z.array(cancellableDepartureSchema),
})
export type CancellableDepartures = z.infer<typeof cancellableDeparturesSchema>

export const partialRefundInputSchema = z.object({
  amount: z
    .number({ error: MESSAGES.refundAmountInvalid })
    .positive({ error: MESSAGES.refundAmountInvalid })
    .max(10_000_000),
  reason: z.string().trim().max(2000).optional(),
})
export type PartialRefundInput = z.infer<typeof partialRefundInputSchema>

export const partialRefundResultSchema = z.object({
  reservation_id: z.number().int(),
  amount: z.number(),
  currency_code: currencyCodeSchema,
  paid: z.number(),
  refunded: z.number(),
  refundable: z.number(),
})
export type PartialRefundResult = z.infer<typeof partialRefundResultSchema>
