import { z } from 'zod'
import { bookingStatusSchema } from '../enums/bookingStatus'
import { serviceTypeNameSchema } from '../enums/serviceType'
import {
  amountSchema,
  calendarDateSchema,
  countSchema,
  currencyCodeSchema,
  idSchema,
  percentageSchema,
  timeOfDaySchema,
} from './common'

export const customerHotelReservedItemSchema = z.object({
  room_type_name: z.string(),
  rate_plan_name: z.string(),
  num_of_rooms: countSchema,
  num_of_adults: countSchema,
  num_of_children: countSchema,
})
export type CustomerHotelReservedItem = z.infer<typeof customerHotelReservedItemSchema>

export const customerReservationViewSchema = z.object({
  id: idSchema,
  uuid: z.string(),
  service_name: z.string(),
  service_type: serviceTypeNameSchema.extract(['activities', 'hotels', 'packages']),
  booking_number: z.string(),
  payment_id: z.string().nullable(),
  serviceable_id: idSchema,
  start_date: calendarDateSchema,
  end_date: calendarDateSchema.nullable(),
  start_time: timeOfDaySchema.nullable(),
  checkin_time: timeOfDaySchema.nullable(),
  checkout_time: timeOfDaySchema.nullable(),
  /** Length of the activity in hours; see durationInDaysOrHours. */
  duration: z.number().nonnegative().nullable(),
  price: amountSchema,
  currency_code: currencyCodeSchema,
  status: bookingStatusSchema,
  refund_percentage: percentageSchema.nullable(),
  /** Hours before the start up to which the refund applies. */
  cancellation_time: z.number().nonnegative().nullable(),
  tour_adults: countSchema.nullable(),
  tour_children: countSchema.nullable(),
  hotel_adults: countSchema.nullable(),
  hotel_children: countSchema.nullable(),
  package_service: z.string().nullable(),
  location_name: z.string().nullable(),
  special_instruction: z.string().nullable(),
  payer_name: z.string(),
  payer_email: z.email(),
  payer_phone_area_code: z.string().nullable(),
  payer_phone: z.string().nullable(),
  supplier_name: z.string().nullable(),
  supplier_email: z.email().nullable(),
  supplier_phone: z.string().nullable(),
  booking_date: z.iso.datetime({ offset: true }),
  image: z.string().nullable(),
  hotel_reserved_items: z.array(customerHotelReservedItemSchema),
  /** Ours: whether money was taken for the booking; a booking never paid promises no refund. */
  paid: z.boolean(),
  /** Ours, on a cancelled booking: what was refunded and the reason given. */
  refund_amount: amountSchema.nullable(),
  cancellation_reason: z.string().nullable(),
})
export type CustomerReservationView = z.infer<typeof customerReservationViewSchema>

/** A booked package; `services` are the package's parts, each dated as it is taken (price 0: the package is priced whole). */
export const packageReservationSchema = z.object({
  package_name: z.string(),
  customer_name: z.string(),
  customer_email: z.email(),
  customer_phone: z.string().nullable(),
  total_price: amountSchema,
  currency_code: currencyCodeSchema,
  start_date: calendarDateSchema,
  services: z.array(customerReservationViewSchema),
})
export type PackageReservation = z.infer<typeof packageReservationSchema>

export const customerCancelBodySchema = z.object({ reason: z.string().trim().min(1).max(500) })
export type CustomerCancelBody = z.infer<typeof customerCancelBodySchema>
