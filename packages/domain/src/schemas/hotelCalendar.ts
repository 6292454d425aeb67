import { z } from 'zod'
import { MESSAGES } from '../messages'
import { calendarDateSchema, idSchema } from './common'
import { allotmentEntrySchema, hotelCalendarReservationSchema } from './hotel'

const DAY_MS = 86_400_000
/** A month with the days around it fits with room to spare. */
export const HOTEL_CALENDAR_MAX_DAYS = 93
/** One change covers at most a year of nights. */
export const HOTEL_CALENDAR_MAX_CHANGE_DAYS = 366

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS

/** The nights of one of the supplier's hotels between two dates. */
export const hotelCalendarQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine(({ from, to }) => daysBetween(from, to) >= 0 && daysBetween(from, to) < HOTEL_CALENDAR_MAX_DAYS, {
    error: MESSAGES.calendarRangeInvalid,
    path: ['to'],
  })
export type HotelCalendarQuery = z.infer<typeof hotelCalendarQuerySchema>

/** A hotel of the supplier's, to choose in the calendar (spec: `/hotels/booking-service-list`). */
export const hotelCalendarHotelSchema = z.object({ id: idSchema, name: z.string() })
export type HotelCalendarHotel = z.infer<typeof hotelCalendarHotelSchema>

/** A room type on one night: rooms for sale, booked and held in carts at checkout. */
export const hotelRoomNightSchema = z.object({
  room_type_id: idSchema,
  date: calendarDateSchema,
  allotment: z.number().int(),
  booked: z.number().int(),
  held: z.number().int(),
})
export type HotelRoomNight = z.infer<typeof hotelRoomNightSchema>

/** The spec's hotel calendar reservation with its rooms; `reservation_uuid` is the reservation's reference. */
export const hotelCalendarBookingSchema = hotelCalendarReservationSchema.extend({
  num_of_rooms: z.number().int(),
})
export type HotelCalendarBooking = z.infer<typeof hotelCalendarBookingSchema>

export const hotelCalendarSchema = z.object({
  entries: z.array(allotmentEntrySchema),
  rooms: z.array(hotelRoomNightSchema),
  reservations: z.array(hotelCalendarBookingSchema),
})
export type HotelCalendar = z.infer<typeof hotelCalendarSchema>

const nights = z.number().int(MESSAGES.hotelStayInvalid).min(1, MESSAGES.hotelStayInvalid)

/** What can change on one night; a field left out stays as it is, `null` clears a restriction. */
export const hotelNightChangeSchema = z
  .object({
    allotment: z
      .number(MESSAGES.hotelAllotmentInvalid)
      .int(MESSAGES.hotelAllotmentInvalid)
      .min(0, MESSAGES.hotelAllotmentInvalid)
      .optional(),
    price: z
      .number(MESSAGES.priceInvalid)
      .finite(MESSAGES.priceInvalid)
      .min(0, MESSAGES.priceInvalid)
      .optional(),
    cut_off_time: z
      .number(MESSAGES.hotelCutOffInvalid)
      .int(MESSAGES.hotelCutOffInvalid)
      .min(0, MESSAGES.hotelCutOffInvalid)
      .nullable()
      .optional(),
    restriction_min_stay: nights.nullable().optional(),
    restriction_max_stay: nights.nullable().optional(),
    restriction_no_checkin: z.boolean().optional(),
    restriction_no_checkout: z.boolean().optional(),
  })
  .refine(
    (night) =>
      night.restriction_min_stay == null ||
      night.restriction_max_stay == null ||
      night.restriction_min_stay <= night.restriction_max_stay,
    { error: MESSAGES.hotelMinStayAboveMax, path: ['restriction_min_stay'] },
  )
export type HotelNightChange = z.infer<typeof hotelNightChangeSchema>

/**
 * Changes to one room type's nights, by date: the allotment is the room type's, the other fields
 * go to each of `rate_plan_ids`. Applied in one transaction, or not at all.
 */
export const hotelCalendarChangeSchema = z
  .object({
    room_type_id: idSchema,
    rate_plan_ids: z.array(idSchema).default([]),
    days: z.record(calendarDateSchema, hotelNightChangeSchema),
  })
  .refine((change) => Object.keys(change.days).length > 0, {
    error: MESSAGES.hotelNightsRequired,
    path: ['days'],
  })
  .refine((change) => Object.keys(change.days).length <= HOTEL_CALENDAR_MAX_CHANGE_DAYS, {
    error: MESSAGES.scheduleRangeInvalid,
    path: ['days'],
  })
export type HotelCalendarChange = z.input<typeof hotelCalendarChangeSchema>
export type HotelCalendarChangeValues = z.output<typeof hotelCalendarChangeSchema>

export const hotelCalendarChangeResultSchema = z.object({ nights: z.number().int() })
export type HotelCalendarChangeResult = z.infer<typeof hotelCalendarChangeResultSchema>

/** ISO weekday (Monday 1 … Sunday 7) of a calendar date. */
export const hotelIsoWeekday = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

/** The dates from `from` to `to` (both included) that fall on one of `weekdays`. */
export function hotelNightsOf(from: string, to: string, weekdays: readonly number[]): string[] {
  const dates: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10)
    if (weekdays.includes(hotelIsoWeekday(date))) dates.push(date)
    if (dates.length > HOTEL_CALENDAR_MAX_CHANGE_DAYS) break
  }
  return dates
}
