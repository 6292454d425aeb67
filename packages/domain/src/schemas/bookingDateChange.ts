import { z } from 'zod'
import { calendarDateSchema, idSchema } from './common'

/** A supplier moves an activity booking to another departure of the same option (`reservations/{ref}`). */
export const BOOKING_DATE_CHANGE_MESSAGES = {
  monthInvalid: 'Expected a month yyyy-MM',
  departureRequired: 'Please choose a departure',
  departureFull: 'That departure has no room for this booking any more',
  departureUnavailable: 'That departure is not open for this booking',
  notMovable: 'Only a confirmed booking of a departure can move to another date',
} as const

export const bookingDepartureQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, BOOKING_DATE_CHANGE_MESSAGES.monthInvalid),
})

/** A departure the booking can move to: open, still ahead, with room for all of its guests. */
export const bookingDepartureChoiceSchema = z.object({
  id: idSchema,
  date: calendarDateSchema,
  start_time: z.string(),
  free: z.number().int().nonnegative(),
})
export type BookingDepartureChoice = z.infer<typeof bookingDepartureChoiceSchema>

export const bookingDateChangeInputSchema = z.object({
  departure_id: z.number({ error: BOOKING_DATE_CHANGE_MESSAGES.departureRequired }).int().positive(),
})
export type BookingDateChangeInput = z.input<typeof bookingDateChangeInputSchema>

export const bookingDateChangeResultSchema = z.object({
  start_date: calendarDateSchema,
  start_time: z.string(),
})
export type BookingDateChangeResult = z.infer<typeof bookingDateChangeResultSchema>
