import { z } from 'zod'
import { amountSchema, calendarDateSchema, countSchema, idSchema } from './common'

export const ratePlanSchema = z.object({ rate_plan_id: idSchema, rate_plan_name: z.string() })
export type RatePlan = z.infer<typeof ratePlanSchema>

export const hotelRoomRateSchema = z.object({
  room_type_id: idSchema,
  room_type_title: z.string(),
  rate_plans: z.array(ratePlanSchema),
  connected_rate_plans: z.array(ratePlanSchema),
})
export type HotelRoomRate = z.infer<typeof hotelRoomRateSchema>

export const allotmentEntrySchema = z.object({
  room_type_id: idSchema,
  rate_plan_id: idSchema,
  price: amountSchema,
  date: calendarDateSchema,
  allotment: countSchema,
  /** Hours before arrival after which the date can no longer be booked. */
  cut_off_time: countSchema.nullable(),
  restriction_max_stay: z.number().int().min(1).nullable(),
  restriction_min_stay: z.number().int().min(1).nullable(),
  restriction_no_checkin: z.boolean(),
  restriction_no_checkout: z.boolean(),
})
export type AllotmentEntry = z.infer<typeof allotmentEntrySchema>

export const hotelCalendarReservationSchema = z.object({
  payer_name: z.string(),
  room_type_id: idSchema,
  rate_plan_id: idSchema,
  start_date: calendarDateSchema,
  end_date: calendarDateSchema,
  reservation_uuid: z.string(),
})
export type HotelCalendarReservation = z.infer<typeof hotelCalendarReservationSchema>
