import { z } from 'zod'
import { LOCALES } from '../locales'
import { MESSAGES } from '../messages'
import { idSchema } from './common'

/** Partners' and suppliers' business terms, the privacy policy, and the terms guests book under. */
export const LEGAL_TEXT_KINDS = ['terms-and-conditions', 'privacy-policy', 'terms-of-use'] as const
export type LegalTextKindCode = (typeof LEGAL_TEXT_KINDS)[number]

const countryCode = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^([A-Z]{2})?$/, { error: MESSAGES.legalTextCountryInvalid }))
  .nullish()
  .transform((code) => code || null)

/** A version of a legal text as an admin publishes it: for a country (or all) and one language. */
export const legalTextInputSchema = z.object({
  kind: z.enum(LEGAL_TEXT_KINDS),
  country_code: countryCode,
  locale: z.enum(LOCALES),
  title: z.string().trim().min(1, { error: MESSAGES.legalTextTitleRequired }).max(200),
  content_html: z
    .string({ error: MESSAGES.legalTextBodyRequired })
    .trim()
    .min(1, { error: MESSAGES.legalTextBodyRequired })
    .max(200_000),
})
export type LegalTextInput = z.input<typeof legalTextInputSchema>
export type LegalTextValues = z.output<typeof legalTextInputSchema>

/** A correction of a published version: its words only; a change of terms is a new version. */
export const legalTextCorrectionSchema = legalTextInputSchema.pick({ title: true, content_html: true })
export type LegalTextCorrection = z.output<typeof legalTextCorrectionSchema>

export const legalTextRecordSchema = z.object({
  id: idSchema,
  kind: z.enum(LEGAL_TEXT_KINDS),
  country_code: z.string().nullable(),
  locale: z.enum(LOCALES),
  version: z.number().int(),
  title: z.string(),
  content_html: z.string(),
  published_at: z.string(),
  /** Whether this is the version guests and users read now for its kind, country and language. */
  is_current: z.boolean(),
})
export type LegalTextRecord = z.infer<typeof legalTextRecordSchema>

export const legalTextFilterSchema = z.object({
  kind: z.enum(LEGAL_TEXT_KINDS).optional(),
  country_code: z.string().max(2).optional(),
  locale: z.enum(LOCALES).optional(),
  q: z.string().max(200).optional(),
})
