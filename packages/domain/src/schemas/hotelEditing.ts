import { z } from 'zod'
import { listingFilterSchema } from '../enums/listingFilter'
import { statusSchema } from '../enums/status'
import { DEFAULT_LOCALE, LOCALES } from '../locales'
import { MESSAGES } from '../messages'
import { amountSchema, idSchema, latitudeSchema, longitudeSchema, timeOfDaySchema } from './common'
import { tourImageSchema, tourStatusCountsSchema, tourTextsSchema } from './tourEditing'

const externalCodeSchema = z
  .string()
  .trim()
  .max(64, { error: MESSAGES.externalCodeInvalid })
  .regex(/^[A-Za-z0-9._:/-]*$/, { error: MESSAGES.externalCodeInvalid })

const timeOrNull = timeOfDaySchema.nullish().transform((time) => (time ? time.slice(0, 5) : null))

/** A hotel's property details, address and pin, times, features, policy, pictures and texts per language. */
export const hotelInputSchema = z
  .object({
    location_id: z.number({ error: MESSAGES.locationRequired }).int().positive(),
    address: z
      .string()
      .trim()
      .max(300)
      .nullish()
      .transform((text) => text ?? ''),
    /** The map pin; left out, the hotel sits at its location's centre. */
    lat: latitudeSchema.nullish().transform((n) => n ?? null),
    lng: longitudeSchema.nullish().transform((n) => n ?? null),
    currency_code: z
      .string({ error: MESSAGES.currencyRequired })
      .regex(/^[A-Za-z]{3}$/, { error: MESSAGES.currencyRequired })
      .transform((code) => code.toUpperCase()),
    star_rating: z
      .number({ error: MESSAGES.hotelStarRatingInvalid })
      .int({ error: MESSAGES.hotelStarRatingInvalid })
      .min(1, { error: MESSAGES.hotelStarRatingInvalid })
      .max(5, { error: MESSAGES.hotelStarRatingInvalid })
      .nullish()
      .transform((n) => n ?? null),
    checkin_time: timeOrNull,
    checkout_time: timeOrNull,
    feature_ids: z.array(idSchema).max(200).default([]),
    cancellation_policy_id: idSchema.nullish().transform((id) => id ?? null),
    channel_manager_id: idSchema.nullish().transform((id) => id ?? null),
    external_product_code: externalCodeSchema.default(''),
    texts: tourTextsSchema,
    /** The gallery, cover first; left out, the saved gallery stays as it is. */
    images: z.array(tourImageSchema).max(30).optional(),
  })
  .refine((hotel) => (hotel.lat === null) === (hotel.lng === null), {
    error: MESSAGES.mapPinIncomplete,
    path: ['lng'],
  })
  .refine((hotel) => hotel.channel_manager_id === null || hotel.external_product_code !== '', {
    error: MESSAGES.externalProductCodeRequired,
    path: ['external_product_code'],
  })
  .refine((hotel) => hotel.channel_manager_id !== null || hotel.external_product_code === '', {
    error: MESSAGES.channelManagerRequired,
    path: ['channel_manager_id'],
  })
export type HotelInput = z.input<typeof hotelInputSchema>
export type HotelValues = z.output<typeof hotelInputSchema>

/** A hotel as its supplier edits it. */
export const hotelRecordSchema = z.object({
  id: idSchema,
  status: statusSchema,
  product_code: z.string(),
  location_id: idSchema,
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  currency_code: z.string(),
  star_rating: z.number().int().nullable(),
  checkin_time: z.string().nullable(),
  checkout_time: z.string().nullable(),
  feature_ids: z.array(idSchema),
  cancellation_policy_id: idSchema.nullable(),
  channel_manager_id: idSchema.nullable(),
  external_product_code: z.string(),
  texts: tourTextsSchema,
  images: z.array(tourImageSchema),
  lowest_price: amountSchema.nullable(),
  updated_at: z.string(),
})
export type HotelRecord = z.output<typeof hotelRecordSchema>

/** One line of the supplier's hotel list. */
export const hotelListRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  product_code: z.string(),
  status: statusSchema,
  location_name: z.string().nullable(),
  currency_code: z.string(),
  lowest_price: amountSchema.nullable(),
  room_type_count: z.number().int(),
  updated_at: z.string(),
})
export type HotelListRow = z.infer<typeof hotelListRowSchema>

export const HOTEL_SORT_FIELDS = [
  'id',
  'name',
  'product_code',
  'status',
  'lowest_price',
  'updated_at',
] as const

export const hotelListFilterSchema = z.object({
  status: z.coerce.number().pipe(listingFilterSchema).optional(),
  q: z.string().trim().max(100).optional(),
})
export type HotelListFilter = z.infer<typeof hotelListFilterSchema>

export const hotelStatusCountsSchema = tourStatusCountsSchema
export type HotelStatusCounts = z.infer<typeof hotelStatusCountsSchema>

/** A name per language with English needed, as room types and rate plans are titled. */
const titleSchema = (message: string) =>
  z
    .partialRecord(
      z.enum(LOCALES),
      z
        .string()
        .trim()
        .max(200)
        .nullish()
        .transform((name) => name ?? ''),
    )
    .refine((names) => !!names[DEFAULT_LOCALE], { error: message, path: [DEFAULT_LOCALE] })
    .transform((names) => Object.fromEntries(Object.entries(names).filter(([, name]) => name)))

const localTextsSchema = z
  .partialRecord(z.enum(LOCALES), z.string().trim().max(2000).nullish())
  .nullish()
  .transform((texts) =>
    Object.fromEntries(Object.entries(texts ?? {}).filter((entry): entry is [string, string] => !!entry[1])),
  )

const occupancy = z
  .number({ error: MESSAGES.hotelOccupancyInvalid })
  .int({ error: MESSAGES.hotelOccupancyInvalid })
  .min(0, { error: MESSAGES.hotelOccupancyInvalid })
  .max(99, { error: MESSAGES.hotelOccupancyInvalid })

/** A room type: its name per language, who sleeps in it, its pictures. */
export const hotelRoomTypeInputSchema = z
  .object({
    title: titleSchema(MESSAGES.hotelRoomTitleRequired),
    description: localTextsSchema,
    max_adults: occupancy.refine((n) => n >= 1, { error: MESSAGES.hotelMaxAdultsInvalid }),
    max_children: occupancy.default(0),
    max_occupancy: occupancy,
    images: z.array(tourImageSchema).max(30).default([]),
  })
  .refine(
    (room) =>
      room.max_occupancy >= room.max_adults && room.max_occupancy <= room.max_adults + room.max_children,
    { error: MESSAGES.hotelMaxOccupancyInvalid, path: ['max_occupancy'] },
  )
export type HotelRoomTypeInput = z.input<typeof hotelRoomTypeInputSchema>
export type HotelRoomTypeValues = z.output<typeof hotelRoomTypeInputSchema>

export const hotelRoomTypeRecordSchema = z.object({
  id: idSchema,
  hotel_id: idSchema,
  position: z.number().int(),
  title: z.partialRecord(z.enum(LOCALES), z.string()),
  description: z.partialRecord(z.enum(LOCALES), z.string()),
  max_adults: z.number().int(),
  max_children: z.number().int(),
  max_occupancy: z.number().int(),
  images: z.array(tourImageSchema),
})
export type HotelRoomTypeRecord = z.infer<typeof hotelRoomTypeRecordSchema>

/** Ours: what a rate plan includes to eat (the spec names the field, not its values). */
export const HotelMealPlan = {
  RoomOnly: 1,
  Breakfast: 2,
  HalfBoard: 3,
  FullBoard: 4,
  AllInclusive: 5,
} as const
export type HotelMealPlan = (typeof HotelMealPlan)[keyof typeof HotelMealPlan]
export const hotelMealPlanSchema = z.union(Object.values(HotelMealPlan).map((code) => z.literal(code)))

/** Ours: how a connected rate plan's nightly price follows its parent's: by a percent or an amount. */
export const HotelPriceRuleType = { Percent: 1, Amount: 2 } as const
export type HotelPriceRuleType = (typeof HotelPriceRuleType)[keyof typeof HotelPriceRuleType]

export const hotelPriceRuleSchema = z
  .object({
    type: z.union([z.literal(HotelPriceRuleType.Percent), z.literal(HotelPriceRuleType.Amount)]),
    /** Added to the parent's price: -10 with Percent is 10% less, 15 with Amount is 15 more. */
    value: z.number().finite().min(-100_000).max(100_000),
  })
  .refine((rule) => rule.type !== HotelPriceRuleType.Percent || rule.value >= -100, {
    error: MESSAGES.priceInvalid,
    path: ['value'],
  })
export type HotelPriceRule = z.infer<typeof hotelPriceRuleSchema>

/** The night's price of a connected rate plan, from its parent's: never below 0, rounded to cents. */
export function hotelDerivedPrice(parentPrice: number, rule: HotelPriceRule): number {
  const raw =
    rule.type === HotelPriceRuleType.Percent ? parentPrice * (1 + rule.value / 100) : parentPrice + rule.value
  return Math.max(0, Math.round(raw * 100) / 100)
}

/** A rate plan of one room type; with a parent it is connected and priced by the rule from the parent. */
export const hotelRatePlanInputSchema = z
  .object({
    room_type_id: z.number({ error: MESSAGES.hotelRoomTypeUnknown }).int().positive(),
    title: titleSchema(MESSAGES.hotelRatePlanTitleRequired),
    meal_plan: hotelMealPlanSchema.default(HotelMealPlan.RoomOnly),
    cancellation_policy_id: idSchema.nullish().transform((id) => id ?? null),
    parent_rate_plan_id: idSchema.nullish().transform((id) => id ?? null),
    price_rule: hotelPriceRuleSchema.nullish().transform((rule) => rule ?? null),
  })
  .refine((plan) => plan.parent_rate_plan_id === null || plan.price_rule !== null, {
    error: MESSAGES.hotelPriceRuleRequired,
    path: ['price_rule', 'value'],
  })
  .refine((plan) => plan.parent_rate_plan_id !== null || plan.price_rule === null, {
    error: MESSAGES.hotelParentRequired,
    path: ['parent_rate_plan_id'],
  })
export type HotelRatePlanInput = z.input<typeof hotelRatePlanInputSchema>
export type HotelRatePlanValues = z.output<typeof hotelRatePlanInputSchema>

export const hotelRatePlanRecordSchema = z.object({
  id: idSchema,
  hotel_id: idSchema,
  room_type_id: idSchema,
  title: z.partialRecord(z.enum(LOCALES), z.string()),
  meal_plan: z.number().int(),
  cancellation_policy_id: idSchema.nullable(),
  parent_rate_plan_id: idSchema.nullable(),
  price_rule: hotelPriceRuleSchema.nullable(),
  /** Derived from a parent (the spec's connected list) or priced on its own (non-connected). */
  connected: z.boolean(),
})
export type HotelRatePlanRecord = z.infer<typeof hotelRatePlanRecordSchema>
