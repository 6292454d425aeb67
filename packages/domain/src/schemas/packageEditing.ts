import { z } from 'zod'
import { ServiceType } from '../enums/serviceType'
import { Status, statusSchema } from '../enums/status'
import { MESSAGES } from '../messages'
import { amountSchema, calendarDateSchema, idSchema } from './common'
import { tourImageSchema, tourTextsSchema } from './tourEditing'

/** How the partner's margin is added to the services' prices: a percentage, or an amount per guest. */
export const PackagePricingRule = { Percent: 1, PerGuest: 2 } as const
export type PackagePricingRule = (typeof PackagePricingRule)[keyof typeof PackagePricingRule]

/** A package is a draft (inactive) until its partner publishes it; a clone always starts as one. */
export const PACKAGE_DRAFT_STATUS = Status.Inactive

/** The settings tab: when the package starts, for how long, the party it is priced for and the margin. */
export const packageSettingsSchema = z
  .object({
    date_from: calendarDateSchema.nullable(),
    date_to: calendarDateSchema.nullable(),
    nights: z.number().int().min(0).max(60),
    adults: z.number().int().min(1).max(20),
    children: z.number().int().min(0).max(20),
    rooms: z.number().int().min(0).max(10),
    pricing_rule: z.union([z.literal(PackagePricingRule.Percent), z.literal(PackagePricingRule.PerGuest)]),
    margin: z
      .number({ error: MESSAGES.packageMarginInvalid })
      .finite()
      .min(0, { error: MESSAGES.packageMarginInvalid }),
    /** Guests the package sells per start date at most; its services may have fewer places. */
    places: z.number().int().min(0).max(999),
  })
  .refine((s) => !s.date_from || !s.date_to || s.date_to >= s.date_from, {
    error: MESSAGES.packageDatesOrder,
    path: ['date_to'],
  })
export type PackageSettings = z.output<typeof packageSettingsSchema>

/**
 * The booking rules tab: how many hours before a start date guests may still book, the last day they
 * may book at all, whether they choose the room type, and the partner's own note (never for guests).
 */
export const packageBookingRulesSchema = z.object({
  min_notice_hours: z
    .number({ error: MESSAGES.packageNoticeInvalid })
    .int({ error: MESSAGES.packageNoticeInvalid })
    .min(0, { error: MESSAGES.packageNoticeInvalid })
    .max(8760, { error: MESSAGES.packageNoticeInvalid }),
  booking_cut_off: calendarDateSchema.nullable(),
  guest_chooses_room: z.boolean(),
  internal_note: z.string().trim().max(2000, { error: MESSAGES.packageNoteTooLong }),
})
export type PackageBookingRules = z.output<typeof packageBookingRulesSchema>

/** The text and pictures tab: texts per language and the gallery. */
export const packageContentSchema = z.object({
  texts: tourTextsSchema,
  images: z.array(tourImageSchema).max(30),
})
export type PackageContent = z.output<typeof packageContentSchema>

/** A new package: the site it is sold on and its English name; the rest is edited afterwards. */
export const packageCreateSchema = z.object({
  site_id: idSchema,
  name: z.string().trim().min(1, { error: MESSAGES.tourNameRequired }).max(200),
})
export type PackageCreate = z.output<typeof packageCreateSchema>

/** One service of the package: the day it falls on (from 0) and, for a stay, its nights. */
export const packageComponentSchema = z.object({
  service_id: idSchema,
  day_offset: z.number().int().min(0).max(60),
  nights: z.number().int().min(0).max(60),
})

/** The products tab: the services bundled, chosen from the site's catalogue. */
export const packageServiceMappingSchema = z.object({
  components: z.array(packageComponentSchema).min(1, { error: MESSAGES.packageServicesRequired }).max(20),
})
export type PackageServiceMapping = z.output<typeof packageServiceMappingSchema>

export const packageStatusChangeSchema = z.object({ status: statusSchema })

/** A service chosen for a package, as the products tab shows it. */
export const packageSelectedServiceSchema = packageComponentSchema.extend({
  name: z.string(),
  service_type: z.number().int(),
  currency_code: z.string(),
  lowest_price: amountSchema.nullable(),
})
export type PackageSelectedService = z.output<typeof packageSelectedServiceSchema>

/** A package as its partner edits it, with prices the server computed. */
export const packageRecordSchema = packageSettingsSchema.safeExtend({
  ...packageBookingRulesSchema.shape,
  id: idSchema,
  site_id: idSchema,
  status: statusSchema,
  product_code: z.string(),
  currency_code: z.string(),
  name: z.string(),
  texts: tourTextsSchema,
  images: z.array(tourImageSchema),
  components: z.array(packageSelectedServiceSchema),
  adult_price: amountSchema,
  child_price: amountSchema,
  cloned_from: idSchema.nullable(),
})
export type PackageRecord = z.output<typeof packageRecordSchema>

/** One line of a site's package list. */
export const packageListRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  product_code: z.string(),
  status: statusSchema,
  currency_code: z.string(),
  adult_price: amountSchema,
  service_count: z.number().int(),
  date_from: calendarDateSchema.nullable(),
  date_to: calendarDateSchema.nullable(),
  cloned_from: idSchema.nullable(),
  site_id: idSchema,
  site_name: z.string(),
})
export type PackageListRow = z.output<typeof packageListRowSchema>

export const packageListFilterSchema = z.object({
  q: z.string().optional(),
  /** A listing status tab (1–4; the shared tabs' "sync failed" simply finds none). */
  status: z.number().int().optional(),
})
export type PackageListFilter = z.output<typeof packageListFilterSchema>
export const PACKAGE_SORT_FIELDS = ['id', 'name', 'status', 'product_code'] as const

/** How many of a site's packages are in each status, for the list's tabs. */
export const packageCountSchema = z.object({
  all: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  pending: z.number().int(),
  hide: z.number().int(),
})
export type PackageCount = z.output<typeof packageCountSchema>

/** One status change: who made it, when, from what to what. */
export const packageHistoryRowSchema = z.object({
  id: idSchema,
  from_status: statusSchema.nullable(),
  to_status: statusSchema,
  user_name: z.string().nullable(),
  changed_at: z.string(),
})
export type PackageHistoryRow = z.output<typeof packageHistoryRowSchema>

/** Why a package can or cannot be sold on a date, service by service (the admin's debug tool). */
export const packageDebugDaySchema = z.object({
  date: calendarDateSchema,
  places: z.number().int(),
  bookable: z.boolean(),
  reason: z.string().nullable(),
  components: z.array(
    z.object({
      service_id: idSchema,
      name: z.string(),
      date: calendarDateSchema,
      places: z.number().int(),
      reason: z.string().nullable(),
      rule: z.string().nullable(),
    }),
  ),
})
export type PackageDebugDay = z.output<typeof packageDebugDaySchema>

/** Services a package may bundle: anything but another package. */
export const packageComponentTypeAllowed = (serviceType: number) => serviceType !== ServiceType.Packages
