import { z } from 'zod'
import { HOTEL_SORT_FIELDS, hotelListFilterSchema, hotelListRowSchema } from './hotelEditing'

/** A row of the admin's Accommodations list: a hotel with the supplier who owns it. */
export const adminHotelListRowSchema = hotelListRowSchema.extend({
  supplier_user_id: z.number().int(),
  supplier_name: z.string(),
})
export type AdminHotelListRow = z.infer<typeof adminHotelListRowSchema>

export const ADMIN_HOTEL_SORT_FIELDS = [...HOTEL_SORT_FIELDS, 'supplier_name'] as const
export type AdminHotelSortField = (typeof ADMIN_HOTEL_SORT_FIELDS)[number]

/** The admin's filters: the supplier's own (status tab, words) and who supplies the hotel. */
export const adminHotelListFilterSchema = hotelListFilterSchema.extend({
  supplier_user_id: z.coerce.number().int().positive().optional(),
})
export type AdminHotelListFilter = z.infer<typeof adminHotelListFilterSchema>
