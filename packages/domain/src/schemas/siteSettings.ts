import { z } from 'zod'
import { headerTypeSchema } from '../enums/headerType'
import { serviceTypeSchema } from '../enums/serviceType'
import { LOCALES, localeSchema } from '../locales'
import { MESSAGES } from '../messages'
import { boundedList, colourSchema, idSchema } from './common'
import { themeSchema } from './theme'

export const siteLanguageSchema = z
  .object({
    enabled_language: boundedList(localeSchema, LOCALES.length).min(1),
    primary_language: localeSchema,
  })
  .refine((language) => language.enabled_language.includes(language.primary_language), {
    message: MESSAGES.primaryLanguageNotEnabled,
    path: ['primary_language'],
  })

export const generalSettingsSchema = z.object({
  company_name: z.string().trim().min(1),
  favicon_icon: z.string().nullable(),
  language: siteLanguageSchema,
  primary_page_id: idSchema.nullable(),
  sub_domain: z.string().trim().min(1),
  domain: z.string().trim().nullable(),
})

export const redirectionSettingsSchema = z.object({
  is_redirect_search_page: z.boolean(),
  redirect_to_service: serviceTypeSchema.nullable(),
})

export const scriptSettingsSchema = z.object({ head_scripts: z.string(), footer_scripts: z.string() })

export const headerSettingsSchema = z.object({
  header_type: headerTypeSchema,
  black_logo: z.string().nullable(),
  white_logo: z.string().nullable(),
  disable_cart: z.boolean(),
  disable_language_dropdown: z.boolean(),
})

/**
 * A footer column as the hosted site reads it: a title, a text, links. The spec leaves footer
 * widgets' shape open, so the site shows the ones that have this shape and skips the others.
 */
/** Words per language as a form sends them: a language left empty (or never typed in) has none. */
const localWords = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value).filter(([, text]) => typeof text === 'string' && text.trim() !== ''),
        )
      : value,
  z.partialRecord(localeSchema, z.string().max(500)),
)

export const footerWidgetSchema = z.object({
  title: localWords,
  text: localWords.optional(),
  links: z
    .array(
      z.object({
        label: localWords,
        url: z
          .string()
          .regex(/^(\/(?!\/)|https?:\/\/|mailto:|tel:)/, 'Expected a path, web address, mailto: or tel:'),
      }),
    )
    .max(20)
    .default([]),
})
export type FooterWidget = z.infer<typeof footerWidgetSchema>

export const footerSettingsSchema = z.object({
  use_goto_hub_privacy: z.boolean(),
  footer_background_color: colourSchema,
  footer_font_color: colourSchema,
  // The spec names footer widgets but not their shape.
  widgets: boundedList(z.unknown(), 12),
})

export const bookingFlowSettingsSchema = z.object({ process_single_cart_item: z.boolean() })

export const siteSettingsSchema = z.object({
  general_settings: generalSettingsSchema,
  redirection_settings: redirectionSettingsSchema,
  script_settings: scriptSettingsSchema,
  theme_settings: themeSchema,
  header_settings: headerSettingsSchema,
  footer_settings: footerSettingsSchema,
  booking_flow_settings: bookingFlowSettingsSchema,
})

export type SiteLanguage = z.infer<typeof siteLanguageSchema>
export type GeneralSettings = z.infer<typeof generalSettingsSchema>
export type RedirectionSettings = z.infer<typeof redirectionSettingsSchema>
export type ScriptSettings = z.infer<typeof scriptSettingsSchema>
export type HeaderSettings = z.infer<typeof headerSettingsSchema>
export type FooterSettings = z.infer<typeof footerSettingsSchema>
export type BookingFlowSettings = z.infer<typeof bookingFlowSettingsSchema>
export type SiteSettings = z.infer<typeof siteSettingsSchema>
