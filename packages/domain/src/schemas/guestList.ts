import { z } from 'zod'
import { reservationStatusNameSchema } from '../enums/reservationStatus'
import { calendarDateSchema, countSchema, idSchema, timeOfDaySchema } from './common'

/** Whether a booking's guests have arrived at the meeting point (the spec's `checkin_status`). */
export const CheckinStatus = { NotCheckedIn: 0, CheckedIn: 1 } as const
export type CheckinStatus = (typeof CheckinStatus)[keyof typeof CheckinStatus]
export const checkinStatusSchema = z.union([z.literal(0), z.literal(1)])

/** Which departure's guests: a date, and optionally one option and start time of it. */
export const guestListQuerySchema = z.object({
  date: calendarDateSchema,
  option_id: idSchema.optional(),
  start_time: timeOfDaySchema.optional(),
})
export type GuestListQuery = z.infer<typeof guestListQuerySchema>

export const guestListTicketSchema = z.object({ guest_type: z.string(), count: countSchema })
export type GuestListTicket = z.infer<typeof guestListTicketSchema>

/** One booking on the list: who comes, how to reach them, what they booked and asked. */
export const guestListRowSchema = z.object({
  id: idSchema,
  reservation_ref: z.string(),
  booking_number: z.string().nullable(),
  status: reservationStatusNameSchema,
  option_id: idSchema,
  option_name: z.string(),
  start_time: z.string(),
  guest_name: z.string(),
  email: z.string(),
  phone: z.string(),
  guests: countSchema,
  tickets: z.array(guestListTicketSchema),
  comments: z.string(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  checkin_status: checkinStatusSchema,
  checked_in_at: z.string().nullable(),
  checked_in_by: z.string().nullable(),
})
export type GuestListRow = z.infer<typeof guestListRowSchema>

/** A departure of the activity on the chosen date, for choosing which list to show. */
export const guestListDepartureSchema = z.object({
  option_id: idSchema,
  option_name: z.string(),
  start_time: z.string(),
  allotment: countSchema,
  booked: countSchema,
})
export type GuestListDeparture = z.infer<typeof guestListDepartureSchema>

export const guestListSchema = z.object({
  tour_id: idSchema,
  tour_name: z.string(),
  date: calendarDateSchema,
  departures: z.array(guestListDepartureSchema),
  /** The first later date with a departure, when the chosen date has none or is over. */
  next_date: calendarDateSchema.nullable(),
  data: z.array(guestListRowSchema),
})
export type GuestList = z.infer<typeof guestListSchema>

/** The counts at the top of the list: confirmed guests only; cancelled bookings are counted apart. */
export const guestListSummarySchema = z.object({
  bookings: countSchema,
  guests: countSchema,
  checked_in_bookings: countSchema,
  checked_in_guests: countSchema,
  not_checked_in_guests: countSchema,
  cancelled_bookings: countSchema,
  tickets: z.array(guestListTicketSchema.extend({ checked_in: countSchema })),
})
export type GuestListSummary = z.infer<typeof guestListSummarySchema>

export const GUEST_LIST_EXPORT_FORMATS = ['csv', 'xlsx'] as const
export const guestListExportFormatSchema = z.enum(GUEST_LIST_EXPORT_FORMATS)
export type GuestListExportFormat = z.infer<typeof guestListExportFormatSchema>
