import { z } from 'zod'
import { idSchema } from './common'

/** A tax category that admins keep (standard, reduced, exempt), with its rate in percent. */
export const taxCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  rate: z.number().min(0).max(100),
})
export type TaxCategory = z.infer<typeof taxCategorySchema>

/** The "Taxation" tab: the activity's tax category, and whether its ticket prices include the tax. */
export const tourTaxationFields = {
  tax_category_id: idSchema.nullish().transform((id) => id ?? null),
  prices_include_tax: z.boolean().default(true),
}
