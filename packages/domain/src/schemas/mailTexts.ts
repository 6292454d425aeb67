import { z } from 'zod'
import { localeSchema } from '../locales'

/** Ours: the spec names Settings › Mail templates and Texts › Email translations without their texts. */
export const MAIL_TEXT_MESSAGES = {
  unknownPlaceholder: 'Use only the placeholders of the original text.',
  missingPlaceholder: 'Keep every placeholder of the original text.',
  unknownText: 'This mail has no such text.',
} as const

/** Every mail the product sends that an admin can read and reword: the outbox's `kind` (wire codes). */
export const MAIL_KINDS = [
  'booking-confirmation',
  'supplier-booking-notice',
  'customer-login-link',
  'customer-cancellation',
  'customer-partial-refund',
  'customer-date-change',
  'supplier-cancellation-notice',
  'user-verify-email',
  'user-invitation',
  'user-password-reset',
  'user-approved',
  'user-rejected',
  'partner-site-approved',
  'partner-site-rejected',
  'partner-site-change-approved',
  'partner-site-change-rejected',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]
export const mailKindSchema = z.enum(MAIL_KINDS)

/** A guest, a supplier, a partner, or any back-office user (the account mails). */
export const MAIL_RECIPIENTS = ['guest', 'supplier', 'partner', 'user'] as const
export type MailRecipient = (typeof MAIL_RECIPIENTS)[number]

/** One mail in Settings › Mail templates: who gets it and whether the law needs it sent. */
export const mailTemplateSchema = z.object({
  kind: mailKindSchema,
  recipient: z.enum(MAIL_RECIPIENTS),
  /** Booking confirmations, cancellations and sign-in links are sent whatever else is set. */
  required: z.boolean(),
  /** The mail's texts in its catalog, by key. */
  texts: z.array(z.string()),
})
export type MailTemplate = z.infer<typeof mailTemplateSchema>

/** A mail and language whose texts are read, previewed or reworded. */
export const mailTextQuerySchema = z.object({ kind: mailKindSchema, locale: localeSchema })

/** One text of a mail in one language: the catalog's wording and the admin's own, if any. */
export const mailTextSchema = z.object({
  key: z.string(),
  default: z.string(),
  override: z.string().nullable(),
  /** The `{name}`-style values the text must keep, in the order the original has them. */
  placeholders: z.array(z.string()),
})
export type MailText = z.infer<typeof mailTextSchema>

export const mailTranslationSchema = mailTextQuerySchema.extend({ texts: z.array(mailTextSchema) })
export type MailTranslation = z.infer<typeof mailTranslationSchema>

/** The admin's wording per text key; empty or null goes back to the catalog's. */
export const mailTranslationInputSchema = mailTextQuerySchema.extend({
  texts: z.record(z.string().max(60), z.string().max(2000).nullable()),
})
export type MailTranslationInput = z.infer<typeof mailTranslationInputSchema>

/** A mail as it would be sent, with sample data. */
export const mailPreviewSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() })
export type MailPreview = z.infer<typeof mailPreviewSchema>
