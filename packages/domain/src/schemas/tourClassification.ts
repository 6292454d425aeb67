import { z } from 'zod'
import { idSchema } from './common'

/** At most this many tags or categories on one activity. */
export const MAX_CLASSIFIERS = 20

// Repeats are dropped; absent means none.
const idList = z
  .array(idSchema)
  .max(MAX_CLASSIFIERS)
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])])

/** The "Tags and categories" tab: what the storefront's search facets and product page read. */
export const tourClassificationFields = {
  tag_ids: idList,
  category_ids: idList,
}

/** One node of the category tree as the select calls answer it. */
export const categoryChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
})
export type CategoryChoice = z.infer<typeof categoryChoiceSchema>
