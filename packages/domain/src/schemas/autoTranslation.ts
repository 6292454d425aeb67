import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES } from '../locales'

/** Ours: the spec names Tools › Auto-translation without its texts. */
export const AUTO_TRANSLATION_MESSAGES = {
  languageUnknown: 'Choose one of the marketplace languages',
  targetsRequired: 'Choose at least one language to translate into',
  targetIsSource: 'The texts are already in this language',
  productsRequired: 'Enter product ids, separated by commas',
  overwriteOnlyChosen: 'Only texts of chosen products can be replaced',
  runNotFound: 'This translation run does not exist',
} as const
const M = AUTO_TRANSLATION_MESSAGES

/** Every product lacking a target language, or the products chosen by id. */
export const AUTO_TRANSLATION_SCOPES = ['missing', 'services'] as const
export type AutoTranslationScope = (typeof AUTO_TRANSLATION_SCOPES)[number]

export const AUTO_TRANSLATION_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export type AutoTranslationStatus = (typeof AUTO_TRANSLATION_STATUSES)[number]

/** Why a run or a translation failed, for the back office to say in its language; `error` holds the details. */
export const AUTO_TRANSLATION_ERRORS = [
  'model_unavailable',
  'model_answer_invalid',
  'translation_incomplete',
  'translation_too_long',
  'unexpected',
] as const
export const autoTranslationErrorSchema = z.enum(AUTO_TRANSLATION_ERRORS)
export type AutoTranslationError = (typeof AUTO_TRANSLATION_ERRORS)[number]

const localeSchema = z.enum(LOCALES, { error: M.languageUnknown })

/**
 * A run as the admin asks for it: from one language into others. Chosen products also get their earlier
 * machine translations refreshed; `overwrite` replaces what people wrote too, which only chosen products allow.
 */
export const autoTranslationInputSchema = z
  .object({
    source_locale: localeSchema.default(DEFAULT_LOCALE),
    target_locales: z
      .array(localeSchema)
      .min(1, { error: M.targetsRequired })
      .max(LOCALES.length)
      .transform((locales) => [...new Set(locales)]),
    scope: z.enum(AUTO_TRANSLATION_SCOPES),
    service_ids: z.array(z.number().int().positive()).max(1000).nullish(),
    overwrite: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    const at = input.target_locales.indexOf(input.source_locale)
    if (at >= 0) ctx.addIssue({ code: 'custom', path: ['target_locales', at], message: M.targetIsSource })
    if (input.scope === 'services' && !input.service_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['service_ids'], message: M.productsRequired })
    if (input.scope === 'missing' && input.overwrite)
      ctx.addIssue({ code: 'custom', path: ['overwrite'], message: M.overwriteOnlyChosen })
  })
export type AutoTranslationInput = z.output<typeof autoTranslationInputSchema>

/** What a run would do, per target language: the products and their texts (fields) to translate. */
export const autoTranslationPreviewSchema = z.object({
  model_configured: z.boolean(),
  products: z.number().int(),
  texts: z.number().int(),
  languages: z.array(
    z.object({ locale: z.enum(LOCALES), products: z.number().int(), texts: z.number().int() }),
  ),
})
export type AutoTranslationPreview = z.infer<typeof autoTranslationPreviewSchema>

/** A run: counts are of translations, one product into one language. */
export const autoTranslationRunSchema = z.object({
  id: z.number().int(),
  requested_by: z.number().int().nullable(),
  requested_by_name: z.string().nullable(),
  source_locale: z.enum(LOCALES),
  target_locales: z.array(z.enum(LOCALES)),
  scope: z.enum(AUTO_TRANSLATION_SCOPES),
  service_ids: z.array(z.number().int()).nullable(),
  overwrite: z.boolean(),
  status: z.enum(AUTO_TRANSLATION_STATUSES),
  done: z.number().int(),
  failed: z.number().int(),
  total: z.number().int(),
  error_code: autoTranslationErrorSchema.nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
})
export type AutoTranslationRun = z.infer<typeof autoTranslationRunSchema>

export const autoTranslationFailureSchema = z.object({
  service_id: z.number().int(),
  service_name: z.string(),
  locale: z.enum(LOCALES),
  error_code: autoTranslationErrorSchema,
  error: z.string(),
})
export type AutoTranslationFailure = z.infer<typeof autoTranslationFailureSchema>

export const autoTranslationRunDetailSchema = autoTranslationRunSchema.extend({
  failures: z.array(autoTranslationFailureSchema),
})
export type AutoTranslationRunDetail = z.infer<typeof autoTranslationRunDetailSchema>

export const autoTranslationRunFilterSchema = z.object({
  status: z.enum(AUTO_TRANSLATION_STATUSES).optional(),
})
