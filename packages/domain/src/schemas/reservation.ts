import { z } from 'zod'
import { reservationStatusNameSchema } from '../enums/reservationStatus'
import { serviceTypeSchema } from '../enums/serviceType'
import { amountSchema, boundedList, countSchema, currencyCodeSchema, idSchema } from './common'
import { guestBookingQuestionSchema } from './tourSettings'

/**
 * A cart item's status: `false` is the validation flag marking an item that cannot be booked;
 * after payment it carries the reservation's string form (CONFIRM, CONFIRM_FAILED, ...).
 */
export const cartItemStatusSchema = z.union([z.boolean(), reservationStatusNameSchema]).nullable()
export type CartItemStatus = z.infer<typeof cartItemStatusSchema>

export const hotelReservedItemSchema = z.object({
  num_of_adults: countSchema,
  num_of_children: countSchema,
  num_of_rooms: countSchema,
  price: amountSchema,
  currency_code: currencyCodeSchema,
  // Beyond the spec's fields: what the guest chose, named in their language.
  room_type_name: z.string().optional(),
  rate_plan_name: z.string().optional(),
})
export type HotelReservedItem = z.infer<typeof hotelReservedItemSchema>

export const tourReservedItemSchema = z.object({
  num_of_adults: countSchema,
  num_of_children: countSchema,
  status: cartItemStatusSchema,
})
export type TourReservedItem = z.infer<typeof tourReservedItemSchema>

export const reservationSchema = z.object({
  // Not in the spec's field list, but the remove-item and comment calls address an item by it.
  reservation_ref: z.string().min(1),
  serviceable_id: idSchema,
  serviceable_name: z.string(),
  service_name: z.string(),
  service_type: serviceTypeSchema,
  serviceable_product_code: z.string().nullable(),
  price: amountSchema,
  status: cartItemStatusSchema,
  hotel_reserved_items: z.array(hotelReservedItemSchema),
  tour_reserved_item: tourReservedItemSchema.nullable(),
})
export type Reservation = z.infer<typeof reservationSchema>

export const ticketLineSchema = z.object({
  type: z.string(),
  count: countSchema,
  cost: amountSchema,
  // Ours: once confirmed, the codes the supplier pre-loaded for the ticket, one per ticket booked.
  voucher_codes: z.array(z.string()).optional(),
})

/** Ours, only in booking details: what a cancelled item refunded, why, and whether anything was paid. */
export const bookingCancellationSchema = z.object({
  refund_amount: amountSchema,
  reason: z.string(),
  paid: z.boolean(),
})
export type BookingCancellation = z.infer<typeof bookingCancellationSchema>

/** With full details (`with_full_details=true`), a cart item also says when, what and for whom. */
export const cartReservationSchema = reservationSchema.extend({
  currency_code: currencyCodeSchema.optional(),
  start_date: z.string().optional(),
  end_date: z.string().nullable().optional(),
  start_time: z.string().nullable().optional(),
  option_name: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  ticket_lines: z.array(ticketLineSchema).optional(),
  comments: z.string().optional(),
  booking_number: z.string().nullable().optional(),
  cancellation: bookingCancellationSchema.nullable().optional(),
  /** Ours: the activity's questions for the guest, in the cart's language, asked at checkout. */
  questions: z.array(guestBookingQuestionSchema).optional(),
})
export type CartReservation = z.infer<typeof cartReservationSchema>

export const reservedPackageSchema = z.object({
  package_id: idSchema,
  name: z.string(),
  price: amountSchema,
  status: cartItemStatusSchema,
  activity_params: z.object({ number_of_adults: countSchema, number_of_children: countSchema }),
  // Beyond the spec's fields, as for a reservation with full details: the cart shows when, in what currency.
  date: z.string().optional(),
  image: z.string().nullable().optional(),
  currency_code: currencyCodeSchema.optional(),
  cancellation: bookingCancellationSchema.nullable().optional(),
})
export type ReservedPackage = z.infer<typeof reservedPackageSchema>

export const packageRoomSelectionSchema = z.object({ adult: countSchema, child: countSchema })
export type PackageRoomSelection = z.infer<typeof packageRoomSelectionSchema>

export const packageGuestSelectionSchema = z.object({
  adult: countSchema,
  child: countSchema,
  rooms: boundedList(packageRoomSelectionSchema, 9),
})
export type PackageGuestSelection = z.infer<typeof packageGuestSelectionSchema>
