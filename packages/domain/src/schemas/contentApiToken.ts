import { z } from 'zod'
import { idSchema } from './common'

/** Ours: the spec names the content API token tool without its texts. */
export const CONTENT_TOKEN_MESSAGES = {
  nameRequired: 'Please enter a name for the token',
  siteRequired: 'Please choose the site the token reads',
  tokenRefused: 'This content API token is unknown or revoked',
} as const

export const contentTokenInputSchema = z.object({
  name: z
    .string({ error: CONTENT_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTENT_TOKEN_MESSAGES.nameRequired)
    .max(80),
})
export type ContentTokenInput = z.input<typeof contentTokenInputSchema>

/** `POST /partner-sites/token/data-table`: one page of tokens, newest first. */
export const contentTokenTableQuerySchema = z.object({
  page: z.number().int().min(1).default(1),
  per_page: z.number().int().min(1).max(100).default(25),
  site_id: idSchema.optional(),
  search: z.string().trim().max(100).optional(),
})

export const contentTokenRecordSchema = z.object({
  id: idSchema,
  site_id: idSchema,
  site_name: z.string(),
  name: z.string(),
  /** The token's first characters, to tell it apart; the token itself is shown once. */
  prefix: z.string(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
})
export type ContentTokenRecord = z.infer<typeof contentTokenRecordSchema>

export const createdContentTokenSchema = contentTokenRecordSchema.extend({
  /** The whole token, answered only when it is made. */
  token: z.string(),
})
export type CreatedContentToken = z.infer<typeof createdContentTokenSchema>
