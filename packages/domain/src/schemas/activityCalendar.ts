import { z } from 'zod'
import { MESSAGES } from '../messages'
import { reservationStatusSchema } from '../enums/reservationStatus'
import { calendarDateSchema, idSchema, timeOfDaySchema } from './common'

const DAY_MS = 86_400_000
/** A month view with the days of its first and last weeks fits with room to spare. */
export const MAX_CALENDAR_DAYS = 93
const MAX_CHANGE_DAYS = 366

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS

/** The supplier's departures between two dates, of one activity or option when given. */
export const activityCalendarQuerySchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    tour_id: idSchema.optional(),
    option_id: idSchema.optional(),
  })
  .refine(({ from, to }) => daysBetween(from, to) >= 0 && daysBetween(from, to) < MAX_CALENDAR_DAYS, {
    error: MESSAGES.calendarRangeInvalid,
    path: ['to'],
  })
export type ActivityCalendarQuery = z.infer<typeof activityCalendarQuerySchema>

/** Open can still be sold; sold out has no place left; closed was closed by the supplier. */
export const DepartureState = { Open: 'open', SoldOut: 'sold_out', Closed: 'closed' } as const
export type DepartureState = (typeof DepartureState)[keyof typeof DepartureState]
export const departureStateSchema = z.enum(DepartureState)

export const calendarDepartureSchema = z.object({
  id: idSchema,
  tour_id: idSchema,
  tour_name: z.string(),
  option_id: idSchema,
  option_name: z.string(),
  date: calendarDateSchema,
  start_time: z.string(),
  allotment: z.number().int(),
  booked: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
  state: departureStateSchema,
})
export type CalendarDeparture = z.infer<typeof calendarDepartureSchema>

/** An option of an activity, to filter the calendar by. */
export const calendarOptionSchema = z.object({
  id: idSchema,
  name: z.string(),
  start_times: z.array(z.string()),
})
export type CalendarOption = z.infer<typeof calendarOptionSchema>

export const departureBookingsQuerySchema = z.object({ tour_slot_id: idSchema })

/** A booking of one departure as the supplier sees it in the calendar. */
export const departureBookingSchema = z.object({
  id: idSchema,
  reservation_ref: z.string(),
  booking_number: z.string().nullable(),
  guest_name: z.string(),
  guests: z.number().int(),
  tickets: z.array(z.object({ guest_type: z.string(), count: z.number().int() })),
  status: reservationStatusSchema,
})
export type DepartureBooking = z.infer<typeof departureBookingSchema>

export const departureBookingsSchema = z.object({
  departure: calendarDepartureSchema,
  bookings: z.array(departureBookingSchema),
})
export type DepartureBookings = z.infer<typeof departureBookingsSchema>

export const AllotmentAction = { Set: 'set', Close: 'close', Reopen: 'reopen' } as const
export type AllotmentAction = (typeof AllotmentAction)[keyof typeof AllotmentAction]

/**
 * Places, closing or reopening for the departures of an activity in a date range, on chosen ISO
 * weekdays; no options or start times means all of them.
 */
export const changeAllotmentsInputSchema = z
  .object({
    tour_id: idSchema,
    option_ids: z.array(idSchema).max(100).default([]),
    from: calendarDateSchema,
    to: calendarDateSchema,
    weekdays: z.array(z.number().int().min(1).max(7)).min(1, { error: MESSAGES.weekdaysRequired }).max(7),
    start_times: z
      .array(timeOfDaySchema.transform((time) => time.slice(0, 5)))
      .max(48)
      .default([]),
    action: z.enum(AllotmentAction),
    allotment: z.number().int().min(0).max(100_000).nullish(),
  })
  .refine(({ from, to }) => daysBetween(from, to) >= 0 && daysBetween(from, to) < MAX_CHANGE_DAYS, {
    error: MESSAGES.scheduleRangeInvalid,
    path: ['to'],
  })
  .refine(({ action, allotment }) => action !== AllotmentAction.Set || typeof allotment === 'number', {
    error: MESSAGES.allotmentRequired,
    path: ['allotment'],
  })
export type ChangeAllotmentsInput = z.input<typeof changeAllotmentsInputSchema>
export type ChangeAllotmentsValues = z.output<typeof changeAllotmentsInputSchema>

export const changeAllotmentsResultSchema = z.object({
  /** Departures changed, the new ones included. */
  departures: z.number().int(),
  created: z.number().int(),
})
export type ChangeAllotmentsResult = z.infer<typeof changeAllotmentsResultSchema>
