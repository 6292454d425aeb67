import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES } from '../locales'
import { MESSAGES } from '../messages'
import { idSchema } from './common'

/** Ours: the spec names the tax categories page but not its texts (docs/decisions.md). */
export const TAX_CATEGORY_MESSAGES = {
  nameRequired: 'Please enter the tax category name',
  rateInvalid: 'Please enter a rate from 0 to 100',
  slugTaken: 'Another tax category has this slug',
  inUse: 'Products use this tax category: choose another one for them first',
} as const

/** A tax category as admins write it: a slug, its name per language and its rate in percent. */
export const taxCategoryInputSchema = z.object({
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
        ctx.addIssue({ code: 'custom', path: [DEFAULT_LOCALE], message: TAX_CATEGORY_MESSAGES.nameRequired })
    }),
  rate: z.coerce
    .number({ error: TAX_CATEGORY_MESSAGES.rateInvalid })
    .min(0, TAX_CATEGORY_MESSAGES.rateInvalid)
    .max(100, TAX_CATEGORY_MESSAGES.rateInvalid)
    .multipleOf(0.01, TAX_CATEGORY_MESSAGES.rateInvalid),
})
export type TaxCategoryInput = z.input<typeof taxCategoryInputSchema>
export type TaxCategoryValues = z.output<typeof taxCategoryInputSchema>

export const taxCategoryRecordSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.partialRecord(z.enum(LOCALES), z.string()),
  rate: z.number(),
  /** How many products are taxed under it. */
  products: z.number().int(),
})
export type TaxCategoryRecord = z.infer<typeof taxCategoryRecordSchema>
