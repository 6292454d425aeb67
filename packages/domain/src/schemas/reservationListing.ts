import { z } from 'zod'
import { reservationStatusSchema } from '../enums/reservationStatus'
import { serviceTypeSchema } from '../enums/serviceType'
import { amountSchema, calendarDateSchema, countSchema, idSchema } from './common'
import { bookingAnswerSchema } from './tourSettings'

/**
 * One row of the back office's Reservations table. `id` is the reservation's ref, so the booking's
 * page sits at `reservations/{ref}` as the spec says; `reservation_id` is its number.
 */
export const reservationListRowSchema = z.object({
  id: z.string(),
  reservation_id: idSchema,
  reservation_ref: z.string(),
  booking_number: z.string().nullable(),
  guest_name: z.string(),
  guest_email: z.string(),
  product_name: z.string(),
  service_id: idSchema,
  service_type: serviceTypeSchema,
  start_date: calendarDateSchema,
  start_time: z.string().nullable(),
  status: reservationStatusSchema,
  guests: countSchema,
  price: amountSchema,
  currency_code: z.string(),
  site_id: idSchema.nullable(),
  site_name: z.string().nullable(),
  /** When the guest booked, ISO 8601. */
  booked_at: z.string(),
  /**
   * A plain booking, a booked package (a partner's or admin's row), or the part of a booked package that
   * is a supplier's service (the supplier's row); package rows open at `reservations/{payment_ref}/{reservation_id}`.
   */
  booking_kind: z.enum(['reservation', 'package', 'package-component']),
  /** The booked package's name, on package and package-component rows. */
  package_name: z.string().nullable(),
  /** The uuid of the payment the booking was paid with. */
  payment_ref: z.string().nullable(),
  /** A booked package one of whose departures its supplier has cancelled since (the package still stands). */
  supplier_cancelled: z.boolean(),
})
export type ReservationListRow = z.infer<typeof reservationListRowSchema>

export const RESERVATION_SORT_FIELDS = [
  'reservation_ref',
  'booking_number',
  'guest_name',
  'product_name',
  'start_date',
  'status',
  'price',
  'site_name',
  'booked_at',
] as const
export type ReservationSortField = (typeof RESERVATION_SORT_FIELDS)[number]

/** The table's search and filters: dates are calendar days, both ends included. */
export const reservationListFilterSchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.coerce.number().pipe(reservationStatusSchema).optional(),
  service_type: z.coerce.number().pipe(serviceTypeSchema).optional(),
  travel_from: calendarDateSchema.optional(),
  travel_to: calendarDateSchema.optional(),
  booked_from: calendarDateSchema.optional(),
  booked_to: calendarDateSchema.optional(),
  site_id: z.coerce.number().pipe(idSchema).optional(),
})
export type ReservationListFilter = z.infer<typeof reservationListFilterSchema>

export const reservationTicketLineSchema = z.object({
  guest_type: z.string(),
  count: countSchema,
  unit_price: amountSchema,
  cost: amountSchema,
})

export const reservationRoomLineSchema = z.object({
  room_type_name: z.string(),
  rate_plan_name: z.string(),
  num_of_rooms: countSchema,
  num_of_adults: countSchema,
  num_of_children: countSchema,
  price: amountSchema,
})

/** Who booked: the payer the checkout asked for. */
export const reservationGuestSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
})

export const reservationPaymentSchema = z.object({
  uuid: z.string(),
  method: z.string(),
  status: z.number().int(),
  amount: amountSchema,
  currency_code: z.string(),
  provider_ref: z.string().nullable(),
})

/** How the price splits: null where the booking was made before commission was kept. */
export const reservationAmountsSchema = z.object({
  price: amountSchema,
  currency_code: z.string(),
  commission_percent: z.number().nullable(),
  commission_amount: z.number().nullable(),
  partner_amount: z.number().nullable(),
  supplier_amount: z.number().nullable(),
  tax_rate: z.number().nullable(),
  prices_include_tax: z.boolean().nullable(),
  /** Given back to the guest or on its way: partial refunds and a cancellation's refund. */
  refunded: amountSchema,
  /** What the guest paid for this item and has not had back: the most a partial refund may give. */
  refundable: amountSchema,
})

/** One booking as the back office shows it: item, party, answers, payer, payment and amounts. */
export const reservationDetailSchema = reservationListRowSchema.extend({
  option_name: z.string().nullable(),
  end_date: calendarDateSchema.nullable(),
  num_adults: countSchema,
  num_children: countSchema,
  comments: z.string(),
  answers: z.array(bookingAnswerSchema),
  tickets: z.array(reservationTicketLineSchema),
  rooms: z.array(reservationRoomLineSchema),
  guest: reservationGuestSchema.nullable(),
  /** The language the guest booked in, which their mails are written in. */
  guest_locale: z.string(),
  payment: reservationPaymentSchema.nullable(),
  amounts: reservationAmountsSchema,
})
export type ReservationDetail = z.infer<typeof reservationDetailSchema>

export const resendConfirmationSchema = z.object({
  reservation_ref: z.string(),
  to: z.string(),
  locale: z.string(),
})
export type ResendConfirmation = z.infer<typeof resendConfirmationSchema>
