import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES } from '../locales'
import { MESSAGES } from '../messages'
import { idSchema } from './common'

/** A tag as admins write it: a slug for links and filters, its name per language. */
export const tagInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.slugInvalid })
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: MESSAGES.slugInvalid }),
  name: z
    .partialRecord(z.enum(LOCALES), z.string().trim().max(120).nullish())
    .transform((names) => Object.fromEntries(Object.entries(names).filter(([, value]) => value)))
    .superRefine((names, ctx) => {
      if (!names[DEFAULT_LOCALE])
        ctx.addIssue({ code: 'custom', path: [DEFAULT_LOCALE], message: MESSAGES.tagNameRequired })
    }),
})
export type TagInput = z.input<typeof tagInputSchema>
export type TagValues = z.output<typeof tagInputSchema>

export const tagRecordSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.partialRecord(z.enum(LOCALES), z.string()),
  /** How many products carry the tag. */
  products: z.number().int(),
})
export type TagRecord = z.infer<typeof tagRecordSchema>
