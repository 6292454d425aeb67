import { z } from 'zod'
import { cancellationPolicyEntrySchema } from './cancellation'
import { amountSchema, calendarDateSchema, countSchema, currencyCodeSchema, idSchema } from './common'
import { productDetailSchema } from './productDetail'

export const MAX_STAY_NIGHTS = 30

/** A stay leaves after it arrives and lasts at most MAX_STAY_NIGHTS nights. */
export const withStayRules = <T extends z.ZodType<{ check_in: string; check_out: string }>>(schema: T) =>
  schema
    .refine((stay) => stay.check_out > stay.check_in, {
      message: 'must be after check_in',
      path: ['check_out'],
    })
    .refine(
      (stay) => Date.parse(stay.check_out) - Date.parse(stay.check_in) <= MAX_STAY_NIGHTS * 86_400_000,
      {
        message: `must be at most ${MAX_STAY_NIGHTS} nights after check_in`,
        path: ['check_out'],
      },
    )

export const staySchema = withStayRules(
  z.object({ check_in: calendarDateSchema, check_out: calendarDateSchema }),
)
export type StayDates = z.infer<typeof staySchema>

export const hotelAvailabilityRequestSchema = withStayRules(
  z.object({
    check_in: calendarDateSchema,
    check_out: calendarDateSchema,
    adults: z.number().int().min(1),
    children: countSchema,
    rooms: z.number().int().min(1).max(9),
  }),
)

export const ratePlanOfferSchema = z.object({
  rate_plan_id: idSchema,
  name: z.string(),
  /** For the whole stay, per room. */
  price: amountSchema,
  cancellation_policy: z.array(cancellationPolicyEntrySchema).nullable(),
  bookable: z.boolean(),
  reason: z.string().nullable(),
})
export type RatePlanOffer = z.infer<typeof ratePlanOfferSchema>

export const roomTypeSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  max_adults: z.number().int().min(1),
  max_children: countSchema,
})
export type RoomType = z.infer<typeof roomTypeSchema>

export const roomOfferSchema = roomTypeSchema.extend({
  rooms_left: countSchema,
  /** Whether the asked guests fit in the asked number of rooms of this type. */
  fits_guests: z.boolean(),
  rate_plans: z.array(ratePlanOfferSchema),
})
export type RoomOffer = z.infer<typeof roomOfferSchema>

export const hotelAvailabilitySchema = z.object({
  check_in: calendarDateSchema,
  check_out: calendarDateSchema,
  nights: z.number().int().min(1),
  currency_code: currencyCodeSchema,
  rooms: z.array(roomOfferSchema),
})
export type HotelAvailability = z.infer<typeof hotelAvailabilitySchema>

export const hotelDetailSchema = productDetailSchema.extend({
  checkin_time: z.string().nullable(),
  checkout_time: z.string().nullable(),
  room_types: z.array(roomTypeSchema),
})
export type HotelDetail = z.infer<typeof hotelDetailSchema>
