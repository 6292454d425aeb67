import { z } from 'zod'
import { listingFilterSchema } from '../enums/listingFilter'
import { ServiceType } from '../enums/serviceType'
import { DEFAULT_LOCALE, LOCALES } from '../locales'
import { MESSAGES } from '../messages'
import { amountSchema, idSchema, timeOfDaySchema } from './common'
import {
  optionalText,
  TOUR_SERVICE_TYPES,
  TOUR_SORT_FIELDS,
  tourInputSchema,
  tourListFilterSchema,
  tourListRowSchema,
  tourRecordSchema,
} from './tourEditing'

/** The products the admin builds for suppliers (spec: admin menu items rental, restaurant, attraction). */
export const ADMIN_PRODUCT_KINDS = ['rental', 'restaurant', 'attraction'] as const
export type AdminProductKind = (typeof ADMIN_PRODUCT_KINDS)[number]

export const SERVICE_TYPE_OF_KIND: Readonly<Record<AdminProductKind, ServiceType>> = {
  rental: ServiceType.Rentals,
  restaurant: ServiceType.Restaurants,
  attraction: ServiceType.Attractions,
}

export const kindOfServiceType = (type: number): AdminProductKind | undefined =>
  ADMIN_PRODUCT_KINDS.find((kind) => SERVICE_TYPE_OF_KIND[kind] === type)

/** A short text per locale; a locale left empty shows the English one to its guests. */
const localeTexts = (max: number) =>
  z
    .partialRecord(z.enum(LOCALES), optionalText(max))
    .nullish()
    .transform((texts) => Object.fromEntries(Object.entries(texts ?? {}).filter(([, text]) => text)))

// Empty number inputs arrive as null or ''.
const optionalNumber = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable())

export const rentalDetailsSchema = z.object({
  pick_up_point: localeTexts(300),
  return_point: localeTexts(300),
  deposit_amount: optionalNumber(
    z.number({ error: MESSAGES.depositInvalid }).min(0, { error: MESSAGES.depositInvalid }).max(1_000_000),
  ),
  min_renter_age: optionalNumber(
    z
      .number({ error: MESSAGES.renterAgeInvalid })
      .int({ error: MESSAGES.renterAgeInvalid })
      .min(0, { error: MESSAGES.renterAgeInvalid })
      .max(99, { error: MESSAGES.renterAgeInvalid }),
  ),
  licence_required: z.boolean().nullish().transform(Boolean),
})
export type RentalDetails = z.output<typeof rentalDetailsSchema>

export const CUISINES = [
  'nordic',
  'seafood',
  'italian',
  'french',
  'asian',
  'indian',
  'international',
  'cafe',
] as const
export const cuisineSchema = z.enum(CUISINES, { error: MESSAGES.cuisineRequired })
export type Cuisine = z.infer<typeof cuisineSchema>

export const DIETARY_OPTIONS = [
  'vegetarian',
  'vegan',
  'gluten_free',
  'lactose_free',
  'halal',
  'kosher',
] as const
export const dietaryOptionSchema = z.enum(DIETARY_OPTIONS)
export type DietaryOption = z.infer<typeof dietaryOptionSchema>

export const restaurantDetailsSchema = z.object({
  cuisine: cuisineSchema,
  dietary_options: z
    .array(dietaryOptionSchema)
    .nullish()
    .transform((options) => DIETARY_OPTIONS.filter((option) => options?.includes(option))),
  dress_code: localeTexts(200),
})
export type RestaurantDetails = z.output<typeof restaurantDetailsSchema>

/** ISO weekday order, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

const optionalTime = z
  .string()
  .trim()
  .nullish()
  .transform((time) => time || null)
  .pipe(timeOfDaySchema.nullable())

/** One day's hours; a day without either time is closed. */
const dayHoursSchema = z
  .object({ opens: optionalTime, closes: optionalTime })
  .nullish()
  .superRefine((day, ctx) => {
    if (!day || (!day.opens && !day.closes)) return
    if (!day.opens || !day.closes) {
      const path = day.opens ? 'closes' : 'opens'
      ctx.addIssue({ code: 'custom', path: [path], message: MESSAGES.openingHoursIncomplete })
    } else if (day.closes <= day.opens) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: MESSAGES.closingBeforeOpening })
    }
  })
  .transform((day) => (day?.opens && day.closes ? { opens: day.opens, closes: day.closes } : null))

export const attractionDetailsSchema = z.object({
  opening_hours: z
    .partialRecord(z.enum(WEEKDAYS), dayHoursSchema)
    .nullish()
    .transform((days) =>
      Object.fromEntries(WEEKDAYS.flatMap((day) => (days?.[day] ? [[day, days[day]]] : []))),
    ),
  last_entry: optionalTime,
})
export type AttractionDetails = z.output<typeof attractionDetailsSchema>

export const PRODUCT_DETAILS_SCHEMAS = {
  rental: rentalDetailsSchema,
  restaurant: restaurantDetailsSchema,
  attraction: attractionDetailsSchema,
} as const

const productBase = tourInputSchema.omit({ service_type: true }).extend({
  supplier_user_id: z.number({ error: MESSAGES.supplierRequired }).int().positive(),
})

/** Vital and basic details, the supplier, and the kind's own fields: the body of create and update. */
export const rentalInputSchema = productBase.extend({ details: rentalDetailsSchema })
export const restaurantInputSchema = productBase.extend({ details: restaurantDetailsSchema })
export const attractionInputSchema = productBase.extend({ details: attractionDetailsSchema })

export const PRODUCT_INPUT_SCHEMAS = {
  rental: rentalInputSchema,
  restaurant: restaurantInputSchema,
  attraction: attractionInputSchema,
} as const
export type ProductInput = z.input<(typeof PRODUCT_INPUT_SCHEMAS)[AdminProductKind]>
export type ProductValues = z.output<(typeof PRODUCT_INPUT_SCHEMAS)[AdminProductKind]>
export type ProductDetails = ProductValues['details']

const recordExtra = tourRecordSchema
  .pick({
    id: true,
    status: true,
    is_private: true,
    product_code: true,
    lowest_price: true,
    updated_at: true,
  })
  .extend({ supplier_name: z.string() })

export const rentalRecordSchema = rentalInputSchema.extend(recordExtra.shape)
export const restaurantRecordSchema = restaurantInputSchema.extend(recordExtra.shape)
export const attractionRecordSchema = attractionInputSchema.extend(recordExtra.shape)
export const PRODUCT_RECORD_SCHEMAS = {
  rental: rentalRecordSchema,
  restaurant: restaurantRecordSchema,
  attraction: attractionRecordSchema,
} as const
export type ProductRecord = z.output<(typeof PRODUCT_RECORD_SCHEMAS)[AdminProductKind]>

/** One line of the admin's list: an activity's line and its supplier. */
export const productListRowSchema = tourListRowSchema.extend({
  supplier_user_id: idSchema,
  supplier_name: z.string(),
})
export type ProductListRow = z.infer<typeof productListRowSchema>

export const PRODUCT_SORT_FIELDS = [...TOUR_SORT_FIELDS, 'supplier_name'] as const
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number]

/** The list's filters: a status, words of the name or code, and the supplier. */
export const productListFilterSchema = tourListFilterSchema.omit({ is_private: true }).extend({
  status: z.coerce.number().pipe(listingFilterSchema).optional(),
  supplier_user_id: z.coerce.number().int().positive().optional(),
})
export type ProductListFilter = z.infer<typeof productListFilterSchema>

/** A user with the Supplier role, as the admin's supplier choice lists them. */
export const supplierChoiceSchema = z.object({ id: idSchema, name: z.string(), email: z.string() })
export const supplierChoicesSchema = z.object({
  data: z.array(supplierChoiceSchema),
  total: z.number().int(),
})
export type SupplierChoice = z.infer<typeof supplierChoiceSchema>

/** The kind's own fields as a guest reads them on the product page, in the guest's language. */
export const guestProductDetailsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rental'),
    pick_up_point: z.string(),
    return_point: z.string(),
    deposit_amount: amountSchema.nullable(),
    min_renter_age: z.number().int().nullable(),
    licence_required: z.boolean(),
  }),
  z.object({
    kind: z.literal('restaurant'),
    cuisine: cuisineSchema,
    dietary_options: z.array(dietaryOptionSchema),
    dress_code: z.string(),
  }),
  z.object({
    kind: z.literal('attraction'),
    opening_hours: z.array(
      z.object({ weekday: z.number().int().min(1).max(7), opens: z.string(), closes: z.string() }),
    ),
    last_entry: z.string().nullable(),
  }),
])
export type GuestProductDetails = z.infer<typeof guestProductDetailsSchema>

const inLocale = (texts: Partial<Record<string, string>>, locales: readonly string[]) =>
  [...locales, DEFAULT_LOCALE].map((locale) => texts[locale]).find(Boolean) ?? ''

/** Stored own fields, read for a guest: texts in the first language that has them, open days in order. */
export function guestDetailsOf(
  kind: AdminProductKind,
  stored: unknown,
  locales: readonly string[],
): GuestProductDetails | null {
  const parsed = PRODUCT_DETAILS_SCHEMAS[kind].safeParse(stored)
  if (!parsed.success) return null
  if (kind === 'rental') {
    const details = parsed.data as RentalDetails
    return {
      kind,
      pick_up_point: inLocale(details.pick_up_point, locales),
      return_point: inLocale(details.return_point, locales),
      deposit_amount: details.deposit_amount,
      min_renter_age: details.min_renter_age,
      licence_required: details.licence_required,
    }
  }
  if (kind === 'restaurant') {
    const details = parsed.data as RestaurantDetails
    return {
      kind,
      cuisine: details.cuisine,
      dietary_options: details.dietary_options,
      dress_code: inLocale(details.dress_code, locales),
    }
  }
  const details = parsed.data as AttractionDetails
  const opening_hours = WEEKDAYS.flatMap((day, index) => {
    const hours = details.opening_hours[day]
    return hours ? [{ weekday: index + 1, ...hours }] : []
  })
  return { kind, opening_hours, last_entry: details.last_entry }
}

/** The products whose options, tickets and schedule their supplier edits (`tour/manage/{id}/…`). */
export const OPTION_SERVICE_TYPES = [
  ...TOUR_SERVICE_TYPES,
  ServiceType.Attractions,
  ServiceType.Restaurants,
  ServiceType.Rentals,
] as const
