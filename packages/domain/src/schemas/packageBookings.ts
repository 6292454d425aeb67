import { z } from 'zod'
import { reservationStatusSchema } from '../enums/reservationStatus'
import { serviceTypeSchema } from '../enums/serviceType'
import { bookingCancelInputSchema, bookingHistoryEntrySchema } from './bookingActions'
import { MESSAGES } from '../messages'
import { amountSchema, calendarDateSchema, countSchema, idSchema } from './common'
import { reservationGuestSchema, reservationPaymentSchema } from './reservationListing'

/** One service of a booked package: the places it took on its day (a departure's seats or a stay's rooms). */
export const packageBookingComponentSchema = z.object({
  service_id: idSchema,
  service_type: serviceTypeSchema,
  name: z.string(),
  supplier_name: z.string(),
  start_date: calendarDateSchema,
  /** The check-out day of a stay; null for an activity. */
  end_date: calendarDateSchema.nullable(),
  /** The departure's time of an activity. */
  start_time: z.string().nullable(),
  /** Seats taken on the departure (activities) or guests sleeping (stays). */
  guests: countSchema,
  /** Rooms taken each night of a stay; 0 for an activity. */
  rooms: countSchema,
  room_type_name: z.string().nullable(),
  /** Its supplier cancelled this departure after the package was booked. */
  supplier_cancelled: z.boolean(),
})
export type PackageBookingComponent = z.infer<typeof packageBookingComponentSchema>

/**
 * A booked package as the back office shows it at `reservations/{payment_ref}/{id}`: a partner or
 * admin sees all of it; a supplier sees only their services in it, without the package's money.
 */
export const packageBookingDetailSchema = z.object({
  id: z.string(),
  reserved_package_id: idSchema,
  reservation_ref: z.string(),
  booking_number: z.string().nullable(),
  payment_ref: z.string(),
  package_id: idSchema,
  package_name: z.string(),
  status: reservationStatusSchema,
  start_date: calendarDateSchema,
  num_adults: countSchema,
  num_children: countSchema,
  price: amountSchema.nullable(),
  currency_code: z.string(),
  site_id: idSchema.nullable(),
  site_name: z.string().nullable(),
  booked_at: z.string(),
  guest: reservationGuestSchema.nullable(),
  guest_locale: z.string(),
  payment: reservationPaymentSchema.nullable(),
  /** What was given back to the guest or is on its way, and what is left to give. */
  refunded: amountSchema,
  refundable: amountSchema,
  components: z.array(packageBookingComponentSchema),
  /** Any of its services was cancelled by its supplier: the partner has to tell the guest, or cancel. */
  supplier_cancelled: z.boolean(),
  history: z.array(bookingHistoryEntrySchema),
  /** Whether the viewer may cancel it: the partner whose site sold it, or an admin, while it stands. */
  can_cancel: z.boolean(),
})
export type PackageBookingDetail = z.infer<typeof packageBookingDetailSchema>

/** Cancelling a booked package: a reason and the share of the price the guest gets back. */
export const packageBookingCancelInputSchema = bookingCancelInputSchema.pick({
  reason: true,
  refund_percentage: true,
})
export type PackageBookingCancelInput = z.input<typeof packageBookingCancelInputSchema>

/**
 * Part of a booked package's price given back without cancelling it. `request_id` is the caller's id of
 * this one request: sent again (a retry, a double click), it answers the first refund and makes none.
 */
export const packageRefundInputSchema = z.object({
  request_id: z.uuid({ error: MESSAGES.refundRequestIdInvalid }),
  amount: z
    .number({ error: MESSAGES.refundAmountInvalid })
    .positive({ error: MESSAGES.refundAmountInvalid })
    .max(10_000_000, { error: MESSAGES.refundAmountTooHigh }),
  /** When given, it must be the booking's; the refund is always made in it. */
  currency_code: z.string().trim().length(3, { error: MESSAGES.refundCurrencyMismatch }).optional(),
  reason: z
    .string({ error: MESSAGES.rejectionReasonRequired })
    .trim()
    .min(1, { error: MESSAGES.rejectionReasonRequired })
    .max(2000),
})
export type PackageRefundInput = z.infer<typeof packageRefundInputSchema>

export const packageRefundResultSchema = z.object({
  refund_id: idSchema,
  reserved_package_id: idSchema,
  amount: amountSchema,
  currency_code: z.string(),
  /** refunded: given back (by the provider, or by hand); pending: the provider has not answered yet. */
  status: z.enum(['pending', 'refunded', 'failed']),
  /** No card to refund: the partner gives the money back themselves and it is recorded as made. */
  by_hand: z.boolean(),
  refunded: amountSchema,
  refundable: amountSchema,
})
export type PackageRefundResult = z.infer<typeof packageRefundResultSchema>
