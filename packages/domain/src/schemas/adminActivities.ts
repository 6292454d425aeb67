import { z } from 'zod'
import { MESSAGES } from '../messages'
import {
  TOUR_SERVICE_TYPES,
  TOUR_SORT_FIELDS,
  tourInputSchema,
  tourListFilterSchema,
  tourListRowSchema,
} from './tourEditing'

/** A row of the admin's Activities list: an activity or event with the supplier who owns it. */
export const adminActivityListRowSchema = tourListRowSchema.extend({
  supplier_user_id: z.number().int(),
  supplier_name: z.string(),
})
export type AdminActivityListRow = z.infer<typeof adminActivityListRowSchema>

export const ADMIN_ACTIVITY_SORT_FIELDS = [...TOUR_SORT_FIELDS, 'supplier_name'] as const
export type AdminActivitySortField = (typeof ADMIN_ACTIVITY_SORT_FIELDS)[number]

/** The admin's filters: the supplier's own (status tab, words, private), who supplies it and its type. */
export const adminActivityListFilterSchema = tourListFilterSchema.extend({
  supplier_user_id: z.coerce.number().int().positive().optional(),
  service_type: z.coerce
    .number()
    .pipe(z.union(TOUR_SERVICE_TYPES.map((type) => z.literal(type))))
    .optional(),
})
export type AdminActivityListFilter = z.infer<typeof adminActivityListFilterSchema>

/** `activity/create`: an activity as its supplier would make it, for the supplier the admin chooses. */
export const adminActivityCreateSchema = tourInputSchema.extend({
  supplier_user_id: z.number({ error: MESSAGES.supplierRequired }).int().positive(),
})
export type AdminActivityCreate = z.input<typeof adminActivityCreateSchema>
