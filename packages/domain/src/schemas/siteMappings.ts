import { z } from 'zod'
import { serviceTypeSchema } from '../enums/serviceType'
import { MESSAGES } from '../messages'
import { idSchema } from './common'

/** The admin's `partner-site/mappings` filters: one site, one supplier, one product type, words of the product's name. */
export const siteMappingFilterSchema = z.object({
  site_id: idSchema.optional(),
  supplier_id: idSchema.optional(),
  service_type: serviceTypeSchema.optional(),
  q: z.string().trim().max(100).optional(),
})
export type SiteMappingFilter = z.infer<typeof siteMappingFilterSchema>

export const SITE_MAPPING_SORT_FIELDS = [
  'site_name',
  'service_name',
  'supplier_name',
  'service_type',
] as const

/** One product one site sells; its id is `{site_id}-{service_id}`. */
export const siteMappingRowSchema = z.object({
  id: z.string(),
  site_id: idSchema,
  site_name: z.string(),
  service_id: idSchema,
  service_name: z.string(),
  service_type: z.number().int(),
  supplier_id: idSchema,
  supplier_name: z.string(),
})
export type SiteMappingRow = z.infer<typeof siteMappingRowSchema>

/** Add one product to one or several sites. */
export const siteMappingCreateSchema = z.object({
  service_id: idSchema,
  site_ids: z.array(idSchema).min(1, MESSAGES.siteMappingSitesRequired).max(100),
})
export type SiteMappingCreate = z.input<typeof siteMappingCreateSchema>
