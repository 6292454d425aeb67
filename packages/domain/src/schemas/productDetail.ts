import { z } from 'zod'
import { guestTypeSchema } from '../enums/guestType'
import { priceTypeSchema } from '../enums/priceType'
import { slotStatusSchema } from '../enums/slotStatus'
import { cancellationPolicyEntrySchema } from './cancellation'
import { namedRefSchema, serviceCardSchema } from './catalogue'
import { guestProductDetailsSchema } from './productEditing'
import { guestBookingQuestionSchema } from './tourSettings'
import {
  amountSchema,
  boundedList,
  calendarDateSchema,
  countSchema,
  idSchema,
  timeOfDaySchema,
} from './common'

export const featureRefSchema = namedRefSchema.extend({ icon: z.string() })
export type FeatureRef = z.infer<typeof featureRefSchema>

/** A titled section the supplier added to the page; `body` is HTML the server sanitised. */
export const customSectionSchema = z.object({ id: idSchema, title: z.string(), body: z.string() })
export type CustomSection = z.infer<typeof customSectionSchema>

/** What every product page shows, whatever its service type. */
export const productDetailSchema = serviceCardSchema.extend({
  description: z.string(),
  meeting_point: z.string(),
  highlights: z.array(z.string()),
  min_booking: z.number().int().min(1),
  cancellation_policy: z.array(cancellationPolicyEntrySchema).nullable(),
  features: z.array(featureRefSchema),
  tags: z.array(namedRefSchema),
  supplier_name: z.string(),
  location_name: z.string().nullable(),
  custom_sections: z.array(customSectionSchema),
  /** Other products the supplier recommends ("You may also like"), only those guests can book. */
  recommendations: z.array(serviceCardSchema),
})
export type ProductDetail = z.infer<typeof productDetailSchema>

export const tourTicketTypeSchema = z.object({
  id: idSchema,
  type: guestTypeSchema,
  price: amountSchema,
  price_type: priceTypeSchema,
  member_count: z.number().int().min(1),
})
export type TourTicketType = z.infer<typeof tourTicketTypeSchema>

export const tourOptionSchema = z.object({
  id: idSchema,
  name: z.string(),
  tickets: z.array(tourTicketTypeSchema),
})
export type TourOption = z.infer<typeof tourOptionSchema>

/** Activities, events, rentals, restaurants and attractions: booked by options and tickets. */
export const tourDetailSchema = productDetailSchema.extend({
  options: z.array(tourOptionSchema),
  /** A rental's, restaurant's or attraction's own fields; absent for the other kinds. */
  details: guestProductDetailsSchema.nullish(),
  /** The questions asked of the guest at checkout, in their language. */
  booking_questions: z.array(guestBookingQuestionSchema).optional(),
})
export type TourDetail = z.infer<typeof tourDetailSchema>

export const DATE_AVAILABILITY = ['available', 'few-left', 'sold-out'] as const
export const dateAvailabilitySchema = z.object({
  date: calendarDateSchema,
  remaining: countSchema,
  status: z.enum(DATE_AVAILABILITY),
})
export type DateAvailability = z.infer<typeof dateAvailabilitySchema>

export const tourSlotSchema = z.object({
  slot_id: idSchema,
  start_time: timeOfDaySchema,
  remaining: countSchema,
  status: slotStatusSchema,
  bookable: z.boolean(),
})
export type TourSlot = z.infer<typeof tourSlotSchema>

export const optionWithDateSchema = tourOptionSchema.extend({
  date: calendarDateSchema,
  slots: z.array(tourSlotSchema),
})
export type OptionWithDate = z.infer<typeof optionWithDateSchema>

export const ticketRequestSchema = z.object({ ticket_id: idSchema, count: countSchema })
export type TicketRequest = z.infer<typeof ticketRequestSchema>

/** A choice of tickets for one departure; prices are the server's, never the client's. */
export const tourSelectionSchema = z.object({
  option_id: idSchema,
  date: calendarDateSchema,
  start_time: timeOfDaySchema,
  tickets: boundedList(ticketRequestSchema, 20).min(1, 'Choose at least one ticket'),
})
export type TourSelection = z.infer<typeof tourSelectionSchema>
