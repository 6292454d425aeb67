import { z } from 'zod'
import { listingFilterSchema } from '../enums/listingFilter'
import { ServiceType } from '../enums/serviceType'
import { statusSchema } from '../enums/status'
import { DEFAULT_LOCALE, LOCALES } from '../locales'
import { MESSAGES } from '../messages'
import { amountSchema, idSchema } from './common'
import { tourTaxationFields } from './taxation'
import { tourClassificationFields } from './tourClassification'
import { tourSeasonFields } from './tourSeasons'
import { isOwnImageUrl } from './upload'

/** The service types the Activities screens edit; rentals, restaurants and attractions get their own. */
export const TOUR_SERVICE_TYPES = [ServiceType.Activities, ServiceType.Events] as const

// Absent, null and '' all mean "no text here": the guest then sees the fallback language's.
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters.` })
    .nullish()
    .transform((text) => text ?? '')

/** What guests read of an activity in one language. */
export const tourTextSchema = z.object({
  name: optionalText(200),
  short_description: optionalText(500),
  description: optionalText(10_000),
  meeting_point: optionalText(500),
  highlights: z
    .array(z.string().trim().max(200))
    .max(20)
    .nullish()
    .transform((items) => (items ?? []).filter(Boolean)),
})
export type TourText = z.output<typeof tourTextSchema>

export const hasTexts = (text: TourText | undefined): boolean =>
  !!text &&
  ([text.name, text.short_description, text.description, text.meeting_point].some(Boolean) ||
    text.highlights.length > 0)

/** Texts per locale: English is the fallback, so it needs a name; any other language given needs one too. */
export const tourTextsSchema = z
  .partialRecord(z.enum(LOCALES), tourTextSchema.nullish())
  .superRefine((texts, ctx) => {
    for (const locale of LOCALES) {
      const text = texts[locale]
      if ((locale === DEFAULT_LOCALE || hasTexts(text ?? undefined)) && !text?.name) {
        ctx.addIssue({ code: 'custom', path: [locale, 'name'], message: MESSAGES.tourNameRequired })
      }
    }
  })
export type TourTexts = z.output<typeof tourTextsSchema>

/** A picture of the activity: one of our uploads (or a demo scene), with its alt text per language. */
export const tourImageSchema = z.object({
  url: z.string({ error: MESSAGES.imageUrlNotOwn }).refine(isOwnImageUrl, { error: MESSAGES.imageUrlNotOwn }),
  alt: z
    .partialRecord(z.enum(LOCALES), z.string().trim().max(300).nullish())
    .nullish()
    .transform((alt) =>
      Object.fromEntries(Object.entries(alt ?? {}).filter((entry): entry is [string, string] => !!entry[1])),
    ),
})
export type TourImage = z.output<typeof tourImageSchema>

/** A length as the form edits it: optional days (from 1), hours 0–23, minutes 0–59, not all zero. */
export const tourDurationSchema = z
  .object({
    days: z.number().int().min(1, { error: MESSAGES.durationInvalid }).nullish(),
    hours: z
      .number({ error: MESSAGES.durationInvalid })
      .int()
      .min(0)
      .max(23, { error: MESSAGES.durationInvalid }),
    minutes: z
      .number({ error: MESSAGES.durationInvalid })
      .int()
      .min(0)
      .max(59, { error: MESSAGES.durationInvalid }),
  })
  .refine((d) => (d.days ?? 0) * 1440 + d.hours * 60 + d.minutes > 0, {
    error: MESSAGES.durationRequired,
    path: ['hours'],
  })

/** Every settings tab of an activity: the body of create and update, and the form's values. */
export const tourInputSchema = z.object({
  service_type: z.union(TOUR_SERVICE_TYPES.map((type) => z.literal(type))).default(ServiceType.Activities),
  location_id: z.number({ error: MESSAGES.locationRequired }).int().positive(),
  address: optionalText(300),
  currency_code: z
    .string({ error: MESSAGES.currencyRequired })
    .regex(/^[A-Za-z]{3}$/, { error: MESSAGES.currencyRequired })
    .transform((code) => code.toUpperCase()),
  duration: tourDurationSchema,
  min_booking: z.number().int().min(1, { error: MESSAGES.minBookingInvalid }).max(999).default(1),
  texts: tourTextsSchema,
  ...tourClassificationFields,
  ...tourTaxationFields,
  ...tourSeasonFields,
  /** The gallery, cover first; left out, the saved gallery stays as it is. */
  images: z.array(tourImageSchema).max(30).optional(),
  /** The cancellation policy guests' refunds follow; null is none, left out keeps the saved one. */
  cancellation_policy_id: z
    .number({ error: MESSAGES.hotelPolicyUnknown })
    .int()
    .positive()
    .nullable()
    .optional(),
})
export type TourInput = z.input<typeof tourInputSchema>
export type TourValues = z.output<typeof tourInputSchema>

/** An activity as its supplier edits it. */
export const tourRecordSchema = tourInputSchema.extend({
  id: idSchema,
  status: statusSchema,
  is_private: z.boolean(),
  product_code: z.string(),
  images: z.array(tourImageSchema),
  cancellation_policy_id: idSchema.nullable(),
  lowest_price: amountSchema.nullable(),
  updated_at: z.string(),
})
export type TourRecord = z.output<typeof tourRecordSchema>

/** One line of the supplier's activity list. */
export const tourListRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  product_code: z.string(),
  service_type: z.number().int(),
  status: statusSchema,
  is_private: z.boolean(),
  location_name: z.string().nullable(),
  currency_code: z.string(),
  lowest_price: amountSchema.nullable(),
  updated_at: z.string(),
})
export type TourListRow = z.infer<typeof tourListRowSchema>

export const TOUR_SORT_FIELDS = [
  'id',
  'name',
  'product_code',
  'status',
  'lowest_price',
  'updated_at',
] as const

/** The list's filters: a status tab, words of the name or code, and private or not. */
export const tourListFilterSchema = z.object({
  status: z.coerce.number().pipe(listingFilterSchema).optional(),
  q: z.string().trim().max(100).optional(),
  is_private: z.boolean().optional(),
})
export type TourListFilter = z.infer<typeof tourListFilterSchema>

export const tourStatusCountSchema = z.object({ status: listingFilterSchema, count: z.number().int() })
export const tourStatusCountsSchema = z.object({
  data: z.array(tourStatusCountSchema),
  total: z.number().int(),
})
export type TourStatusCounts = z.infer<typeof tourStatusCountsSchema>
