import { z } from 'zod'
import { LOCALES } from '../locales'
import { serviceTypeNameSchema } from '../enums/serviceType'
import { idSchema } from './common'

/** Ours: the spec lists widgets CRUD without its texts (docs/decisions.md, "Widgets"). */
export const SITE_WIDGET_MESSAGES = {
  nameRequired: 'Please enter the widget name',
  elementInvalid: 'Please choose what the widget shows',
  productRequired: 'Please choose the product the widget sells',
  productNotOnSite: 'This product is not in the site’s catalogue',
  currencyInvalid: 'Please enter a three-letter currency code, such as EUR',
  ga4Invalid: 'Please enter a GA4 measurement id, such as G-AB12CD34EF',
  pixelInvalid: 'Please enter the Meta pixel id: its digits only',
  widgetNotFound: 'Widget not found',
} as const

/** The elements a partner embeds; each is `<jaunt-{element}>`. Booking details need a guest's reference, so none. */
export const SITE_WIDGET_ELEMENTS = [
  'storefront',
  'search',
  'product',
  'cart',
  'checkout',
  'chatbot',
] as const
export type SiteWidgetElement = (typeof SITE_WIDGET_ELEMENTS)[number]

/** `page`: the partner's own consent tooling decides; `pending`: the widget waits for `Jaunt.updateConsent`. */
export const SITE_WIDGET_CONSENT = ['page', 'pending'] as const

const optionalText = <T extends z.ZodType<string | null | undefined>>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema)

/** A widget as the partner saves it: one element with its options and the embed's analytics. */
export const siteWidgetInputSchema = z
  .object({
    name: z
      .string({ error: SITE_WIDGET_MESSAGES.nameRequired })
      .trim()
      .min(1, SITE_WIDGET_MESSAGES.nameRequired)
      .max(80),
    element: z.enum(SITE_WIDGET_ELEMENTS, { error: SITE_WIDGET_MESSAGES.elementInvalid }),
    /** Null: the page's `<html lang>`. */
    lang: z.enum(LOCALES).nullish(),
    currency: optionalText(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{3}$/, SITE_WIDGET_MESSAGES.currencyInvalid)
        .transform((code) => code.toUpperCase())
        .nullish(),
    ),
    service_type: serviceTypeNameSchema.nullish(),
    search: optionalText(z.string().trim().max(120).nullish()),
    service_id: idSchema.nullish(),
    mode: z.enum(['card', 'inline']).default('card'),
    placement: z.enum(['corner', 'inline']).default('corner'),
    ga4_measurement_id: optionalText(
      z
        .string()
        .trim()
        .regex(/^G-[A-Z0-9]{4,16}$/i, SITE_WIDGET_MESSAGES.ga4Invalid)
        .transform((id) => id.toUpperCase())
        .nullish(),
    ),
    meta_pixel_id: optionalText(
      z
        .string()
        .trim()
        .regex(/^\d{6,20}$/, SITE_WIDGET_MESSAGES.pixelInvalid)
        .nullish(),
    ),
    consent: z.enum(SITE_WIDGET_CONSENT).default('page'),
  })
  .superRefine((widget, ctx) => {
    if (widget.element === 'product' && !widget.service_id)
      ctx.addIssue({ code: 'custom', path: ['service_id'], message: SITE_WIDGET_MESSAGES.productRequired })
  })
export type SiteWidgetInput = z.input<typeof siteWidgetInputSchema>
export type SiteWidgetValues = z.output<typeof siteWidgetInputSchema>

/** The `type` attribute of `<jaunt-product>`, by the product's service type name. */
export const PRODUCT_ELEMENT_TYPE = {
  activities: 'activity',
  events: 'event',
  hotels: 'hotel',
  attractions: 'attraction',
  restaurants: 'restaurant',
  rentals: 'rental',
  packages: 'package',
} as const

export const siteWidgetRecordSchema = z.object({
  id: idSchema,
  uuid: z.string(),
  site_id: idSchema,
  name: z.string(),
  element: z.enum(SITE_WIDGET_ELEMENTS),
  lang: z.enum(LOCALES).nullable(),
  currency: z.string().nullable(),
  service_type: serviceTypeNameSchema.nullable(),
  search: z.string().nullable(),
  service_id: idSchema.nullable(),
  /** The product's type name and name in APP-LOCALE, for the snippet and the list. */
  product_type: serviceTypeNameSchema.nullable(),
  product_name: z.string().nullable(),
  mode: z.enum(['card', 'inline']),
  placement: z.enum(['corner', 'inline']),
  ga4_measurement_id: z.string().nullable(),
  meta_pixel_id: z.string().nullable(),
  consent: z.enum(SITE_WIDGET_CONSENT),
  updated_at: z.string(),
})
export type SiteWidgetRecord = z.infer<typeof siteWidgetRecordSchema>
