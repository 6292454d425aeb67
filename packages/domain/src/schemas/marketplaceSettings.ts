import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locales'
import { MESSAGES } from '../messages'

/** Ours: the spec names the admin's Settings pages but not their fields or texts (docs/decisions.md). */
export const MARKETPLACE_SETTINGS_MESSAGES = {
  siteNameRequired: 'Please enter the marketplace name',
  webAddressInvalid: 'Please enter a web address starting with https://',
  phoneInvalid: 'Please enter a phone number of digits, spaces and + - ( )',
  ga4Invalid: 'Please enter a GA4 measurement id such as G-ABC123XYZ',
  pixelInvalid: 'Please enter the Meta pixel id: digits only',
  languagesIncomplete: 'List each of the 14 languages once',
  defaultLanguageEnabled: 'English is the default language and cannot be disabled',
  questionRequired: 'Please enter the question in English',
  answerRequired: 'Please enter the answer in English',
} as const
const M = MARKETPLACE_SETTINGS_MESSAGES

const optionalText = (max: number) => z.string().trim().max(max).default('')
const webAddress = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), { error: M.webAddressInvalid })
  .default('')
const dropEmpty = (texts: Partial<Record<Locale, string | null | undefined>>) =>
  Object.fromEntries(Object.entries(texts).filter(([, value]) => value)) as Partial<Record<Locale, string>>
/** A text per language; empty languages are dropped, English is the fallback. */
const localText = z
  .partialRecord(z.enum(LOCALES), z.string().trim().max(4000).nullish())
  .transform(dropEmpty)
  .default({})

/** settings/site: the marketplace's name and logo, shown where no partner site has its own. */
export const marketplaceSiteSettingsSchema = z.object({
  site_name: z.string({ error: M.siteNameRequired }).trim().min(1, { error: M.siteNameRequired }).max(120),
  logo_url: webAddress,
  tagline: optionalText(200),
})

/** settings/contacts: the support contacts guests, partners and suppliers are shown. */
export const marketplaceContactSettingsSchema = z.object({
  email: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: MESSAGES.emailInvalid })
    .default(''),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((value) => value === '' || /^\+?[0-9 ()-]{4,}$/.test(value), { error: M.phoneInvalid })
    .default(''),
  address: optionalText(400),
  contact_page_url: webAddress,
})

/** settings/analytics: tracker ids, loaded on the hosted site only once the guest's consent allows. */
export const marketplaceAnalyticsSettingsSchema = z.object({
  ga4_measurement_id: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^G-[A-Z0-9]{4,20}$/.test(value), { error: M.ga4Invalid })
    .default(''),
  meta_pixel_id: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[0-9]{5,20}$/.test(value), { error: M.pixelInvalid })
    .default(''),
})

/** What the checkout shows on one kind of screen. */
const checkoutFeatures = z.object({
  show_order_summary: z.boolean().default(true),
  show_hold_timer: z.boolean().default(true),
  show_terms_notice: z.boolean().default(true),
})
/** settings/checkout/features/desktop: what the checkout offers on desktop and on mobile. */
export const marketplaceCheckoutSettingsSchema = z.object({
  desktop: checkoutFeatures.default({
    show_order_summary: true,
    show_hold_timer: true,
    show_terms_notice: true,
  }),
  mobile: checkoutFeatures.default({
    show_order_summary: true,
    show_hold_timer: true,
    show_terms_notice: true,
  }),
})

/** settings/main-preamble: the introduction at the top of the marketplace's own home page. */
export const marketplacePreambleSettingsSchema = z.object({
  title: localText,
  text: localText,
})

/** settings/languages: the 14 languages in menu order, each on or off; English cannot go. */
export const marketplaceLanguageSettingsSchema = z.object({
  languages: z
    .array(z.object({ code: z.enum(LOCALES), enabled: z.boolean() }))
    .superRefine((languages, ctx) => {
      const codes = new Set(languages.map((language) => language.code))
      if (languages.length !== LOCALES.length || codes.size !== LOCALES.length)
        ctx.addIssue({ code: 'custom', message: M.languagesIncomplete })
      const index = languages.findIndex((language) => language.code === DEFAULT_LOCALE)
      if (index >= 0 && !languages[index]!.enabled)
        ctx.addIssue({ code: 'custom', path: [index, 'enabled'], message: M.defaultLanguageEnabled })
    }),
})

export const MARKETPLACE_SETTING_GROUPS = {
  site: marketplaceSiteSettingsSchema,
  contacts: marketplaceContactSettingsSchema,
  analytics: marketplaceAnalyticsSettingsSchema,
  checkout: marketplaceCheckoutSettingsSchema,
  'main-preamble': marketplacePreambleSettingsSchema,
  languages: marketplaceLanguageSettingsSchema,
} as const
export type MarketplaceSettingGroup = keyof typeof MARKETPLACE_SETTING_GROUPS
export const MARKETPLACE_SETTING_GROUP_NAMES = Object.keys(
  MARKETPLACE_SETTING_GROUPS,
) as MarketplaceSettingGroup[]
export type MarketplaceSiteSettings = z.output<typeof marketplaceSiteSettingsSchema>
export type MarketplaceContactSettings = z.output<typeof marketplaceContactSettingsSchema>
export type MarketplaceAnalyticsSettings = z.output<typeof marketplaceAnalyticsSettingsSchema>
export type MarketplaceCheckoutSettings = z.output<typeof marketplaceCheckoutSettingsSchema>
export type MarketplacePreambleSettings = z.output<typeof marketplacePreambleSettingsSchema>
export type MarketplaceLanguageSettings = z.output<typeof marketplaceLanguageSettingsSchema>

/** Every group as it is before an admin saves it. */
export const MARKETPLACE_SETTING_DEFAULTS: {
  [G in MarketplaceSettingGroup]: z.output<(typeof MARKETPLACE_SETTING_GROUPS)[G]>
} = {
  site: { site_name: 'Jaunt', logo_url: '', tagline: '' },
  contacts: { email: '', phone: '', address: '', contact_page_url: '' },
  analytics: { ga4_measurement_id: '', meta_pixel_id: '' },
  checkout: {
    desktop: { show_order_summary: true, show_hold_timer: true, show_terms_notice: true },
    mobile: { show_order_summary: true, show_hold_timer: true, show_terms_notice: true },
  },
  'main-preamble': { title: {}, text: {} },
  languages: { languages: LOCALES.map((code) => ({ code, enabled: true })) },
}

/** The languages an admin left on, in their order. */
export const marketplaceEnabledLanguages = (settings: MarketplaceLanguageSettings): Locale[] =>
  settings.languages.filter((language) => language.enabled).map((language) => language.code)

/** What the hosted site reads of the marketplace's settings (public: nothing secret in it). */
export const marketplacePublicSettingsSchema = z.object({
  site: marketplaceSiteSettingsSchema,
  contacts: marketplaceContactSettingsSchema,
  analytics: marketplaceAnalyticsSettingsSchema,
  checkout: marketplaceCheckoutSettingsSchema,
  preamble: z.object({
    title: z.partialRecord(z.enum(LOCALES), z.string()),
    text: z.partialRecord(z.enum(LOCALES), z.string()),
  }),
  languages: z.array(z.enum(LOCALES)),
})
export type MarketplacePublicSettings = z.output<typeof marketplacePublicSettingsSchema>

/** A question guests ask, answered per language, in the admin's order; only published ones show. */
export const faqEntryInputSchema = z.object({
  question: z
    .partialRecord(z.enum(LOCALES), z.string().trim().max(500).nullish())
    .transform(dropEmpty)
    .superRefine((texts, ctx) => {
      if (!texts[DEFAULT_LOCALE])
        ctx.addIssue({ code: 'custom', path: [DEFAULT_LOCALE], message: M.questionRequired })
    }),
  answer: z
    .partialRecord(z.enum(LOCALES), z.string().trim().max(4000).nullish())
    .transform(dropEmpty)
    .superRefine((texts, ctx) => {
      if (!texts[DEFAULT_LOCALE])
        ctx.addIssue({ code: 'custom', path: [DEFAULT_LOCALE], message: M.answerRequired })
    }),
  position: z.coerce.number().int().min(0).max(10000).default(0),
  published: z.boolean().default(true),
})
export type FaqEntryInput = z.input<typeof faqEntryInputSchema>
export type FaqEntryValues = z.output<typeof faqEntryInputSchema>

export const faqEntryRecordSchema = z.object({
  id: z.number().int(),
  question: z.partialRecord(z.enum(LOCALES), z.string()),
  answer: z.partialRecord(z.enum(LOCALES), z.string()),
  position: z.number().int(),
  published: z.boolean(),
})
export type FaqEntryRecord = z.infer<typeof faqEntryRecordSchema>

/** One published question as a guest reads it, in their language or English. */
export const publicFaqEntrySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
})
export type PublicFaqEntry = z.infer<typeof publicFaqEntrySchema>
