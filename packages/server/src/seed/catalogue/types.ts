import { guestTypeSchema, priceTypeSchema } from '@jaunt/domain'
import { z } from 'zod'
import { SCENES } from '../../modules/media/scene-image.js'

/**
 * The shape of the demo data files (`seed/data/*.json`). They are read through these schemas, so a file
 * edited by hand that lacks a field or misspells one stops the seed with the field's path.
 * Demo texts exist in English, Norwegian and German; what the Nordic site sells also has Swedish, Danish
 * and Finnish for its guests. Other locales fall back (docs/decisions.md, "Content falls back").
 */
const translatedSchema = z.strictObject({
  en: z.string(),
  no: z.string(),
  de: z.string(),
  sv: z.string().optional(),
  da: z.string().optional(),
  fi: z.string().optional(),
})
export type Translated = z.infer<typeof translatedSchema>

/** The languages only the Nordic site needs, beyond the English, Norwegian and German every product has. */
export type NordicLocale = 'sv' | 'da' | 'fi'

const textsSchema = z.strictObject({
  name: z.string().min(1),
  short_description: z.string(),
  description: z.string(),
  meeting_point: z.string(),
  highlights: z.array(z.string()),
})
export type DemoTexts = z.infer<typeof textsSchema>

export const demoLocationSchema = z.strictObject({
  slug: z.string().min(1),
  name: translatedSchema,
  country_code: z.string().length(2),
  lat: z.number(),
  lng: z.number(),
})
export type DemoLocation = z.infer<typeof demoLocationSchema>

const namedSchema = z.strictObject({ slug: z.string().min(1), name: translatedSchema })
export type DemoNamed = z.infer<typeof namedSchema>

export const demoTaxonomySchema = z.strictObject({
  categories: z.array(namedSchema.extend({ parent: z.string().optional() })),
  tags: z.array(namedSchema),
  features: z.array(namedSchema.extend({ icon: z.string(), most_popular: z.boolean().optional() })),
  cancellation_policies: z.array(
    z.strictObject({
      slug: z.string().min(1),
      name: z.string(),
      entries: z.array(z.strictObject({ hours: z.number(), refund_percentage: z.number() })),
    }),
  ),
})
export type DemoTaxonomy = z.infer<typeof demoTaxonomySchema>

/** Supplier accounts beyond the seven demo users; they log in with the demo password too. */
export const demoSupplierSchema = z.strictObject({
  key: z.string().min(1),
  name: z.string().min(1),
  email: z.email(),
  country_code: z.string().length(2),
  user_currency_type: z.string().length(3),
})
export type DemoSupplier = z.infer<typeof demoSupplierSchema>

const colour = z.string().regex(/^#[0-9A-F]{6}$/i)

const productBaseSchema = z.strictObject({
  code: z.string().min(1),
  /** `supplier` and `both` are the demo accounts; other keys name a DemoSupplier. */
  supplier: z.string().min(1),
  location: z.string().min(1),
  lat: z.number(),
  lng: z.number(),
  address: z.string(),
  currency: z.enum(['NOK', 'EUR', 'SEK', 'DKK', 'GBP', 'USD']),
  rating: z.number(),
  review_count: z.number().int(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  features: z.array(z.string()),
  cancellation: z.string(),
  /** How the locally drawn picture of a product looks: a scene and its palette (sky, horizon, land, accent). */
  images: z.array(
    z.strictObject({
      scene: z.enum(SCENES),
      palette: z.tuple([colour, colour, colour, colour]),
    }),
  ),
  texts: z.strictObject({
    en: textsSchema,
    no: textsSchema,
    de: textsSchema,
    sv: textsSchema.optional(),
    da: textsSchema.optional(),
    fi: textsSchema.optional(),
  }),
  /** Partner sites whose white-label catalogue includes the product. */
  sites: z.array(z.enum(['demo', 'nordic'])),
})

/** ISO weekdays (1 Monday … 7 Sunday); every day when absent. */
const weekdays = z.array(z.number().int().min(1).max(7)).optional()
/** Days from today. */
const days = z.array(z.number().int()).optional()

const ticketSchema = z.strictObject({
  guest_type: guestTypeSchema,
  price: z.number().nonnegative(),
  price_type: priceTypeSchema.optional(),
  member_count: z.number().int().positive().optional(),
})
export type DemoTicket = z.infer<typeof ticketSchema>

/** Activities, events, rentals, restaurants and attractions all book options, tickets and dated slots. */
const bookableSchema = productBaseSchema.extend({
  kind: z.enum(['activities', 'events', 'rentals', 'restaurants', 'attractions']),
  duration_minutes: z.number().int().positive(),
  min_booking: z.number().int().positive().optional(),
  options: z.array(
    z.strictObject({
      name: translatedSchema,
      tickets: z.array(ticketSchema),
      start_times: z.array(z.string().regex(/^\d{2}:\d{2}$/)),
      allotment: z.number().int().nonnegative(),
      weekdays,
      cut_off_minutes: z.number().int().nonnegative().optional(),
    }),
  ),
  /** Fully booked days, and ones with one or two places left. */
  sold_out_days: days,
  nearly_sold_out_days: days,
  /** Events run on a few dates only. */
  event_days: days,
})
export type DemoBookable = z.infer<typeof bookableSchema>

const hotelSchema = productBaseSchema.extend({
  kind: z.literal('hotels'),
  checkin_time: z.string(),
  checkout_time: z.string(),
  room_types: z.array(
    z.strictObject({
      title: translatedSchema,
      description: translatedSchema,
      max_adults: z.number().int().positive(),
      max_children: z.number().int().nonnegative(),
      allotment: z.number().int().nonnegative(),
      rate_plans: z.array(
        z.strictObject({
          title: translatedSchema,
          price: z.number().nonnegative(),
          cancellation: z.string(),
          min_stay: z.number().int().positive().optional(),
          max_stay: z.number().int().positive().optional(),
        }),
      ),
    }),
  ),
  sold_out_days: days,
  /** Days on which arrival is not allowed (restriction_no_checkin). */
  no_checkin_days: days,
})
export type DemoHotel = z.infer<typeof hotelSchema>

const packageSchema = productBaseSchema.extend({
  kind: z.literal('packages'),
  /** Codes of the products the package bundles, seeded before it. */
  components: z.array(z.string().min(1)),
  nights: z.number().int().nonnegative(),
  adult_price: z.number().nonnegative(),
  child_price: z.number().nonnegative(),
  allotment: z.number().int().nonnegative(),
  weekdays,
  duration_minutes: z.number().int().positive(),
})
export type DemoPackage = z.infer<typeof packageSchema>

export const demoProductSchema = z.discriminatedUnion('kind', [bookableSchema, hotelSchema, packageSchema])
export type DemoProduct = z.infer<typeof demoProductSchema>
