import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES } from '../locales'
import { MESSAGES } from '../messages'
import { idSchema } from './common'

/** A business type as admins write it: its name per language, English needed. */
export const businessTypeInputSchema = z.object({
  name: z
    .partialRecord(z.enum(LOCALES), z.string().trim().max(120).nullish())
    .transform((names) => Object.fromEntries(Object.entries(names).filter(([, value]) => value)))
    .superRefine((names, ctx) => {
      if (!names[DEFAULT_LOCALE])
        ctx.addIssue({ code: 'custom', path: [DEFAULT_LOCALE], message: MESSAGES.businessTypeNameRequired })
    }),
})
export type BusinessTypeInput = z.input<typeof businessTypeInputSchema>
export type BusinessTypeValues = z.output<typeof businessTypeInputSchema>

export const businessTypeRecordSchema = z.object({
  id: idSchema,
  name: z.partialRecord(z.enum(LOCALES), z.string()),
  /** How many suppliers and partners say they run this kind of business. */
  users: z.number().int(),
})
export type BusinessTypeRecord = z.infer<typeof businessTypeRecordSchema>

/** A choice of the sign-up form, named in the caller's language. */
export const businessTypeChoiceSchema = z.object({ id: idSchema, name: z.string() })
export const businessTypeChoiceListSchema = z.object({ data: z.array(businessTypeChoiceSchema) })
export type BusinessTypeChoice = z.infer<typeof businessTypeChoiceSchema>
