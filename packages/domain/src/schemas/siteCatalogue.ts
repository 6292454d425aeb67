import { z } from 'zod'
import { serviceTypeSchema } from '../enums/serviceType'
import { amountSchema, idSchema } from './common'

/**
 * A site's white-label catalogue: which of the marketplace's products (active and public) the site
 * sells. Its storefront, search and widgets show only these.
 */
export const siteCatalogueRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  service_type: z.number().int(),
  supplier_name: z.string(),
  location_name: z.string().nullable(),
  lowest_price: amountSchema.nullable(),
  currency_code: z.string(),
  image_url: z.string().nullable(),
  in_catalogue: z.boolean(),
})
export type SiteCatalogueRow = z.infer<typeof siteCatalogueRowSchema>

export const SITE_CATALOGUE_SORT_FIELDS = ['id', 'name', 'lowest_price', 'service_type'] as const

export const siteCatalogueFilterSchema = z.object({
  q: z.string().trim().max(100).optional(),
  service_type: serviceTypeSchema.optional(),
  in_catalogue: z.boolean().optional(),
  // The products a page's block already shows, by id (simple-rest's getMany).
  id: z.array(idSchema).max(100).optional(),
})
export type SiteCatalogueFilter = z.infer<typeof siteCatalogueFilterSchema>

/** Products to add to or take off a site's catalogue, and (`order`) the site's products in a new order. */
export const siteCatalogueChangeSchema = z
  .object({
    add: z.array(idSchema).max(500).default([]),
    remove: z.array(idSchema).max(500).default([]),
    order: z.array(idSchema).max(2000).default([]),
  })
  .refine((change) => change.add.length + change.remove.length + change.order.length > 0, {
    message: 'Choose at least one product',
    path: ['add'],
  })
export type SiteCatalogueChange = z.input<typeof siteCatalogueChangeSchema>

export const siteCatalogueTotalsSchema = z.object({
  /** Products the marketplace offers (active and public). */
  total: z.number().int(),
  /** Of those, the ones on this site. */
  in_catalogue: z.number().int(),
})
export type SiteCatalogueTotals = z.infer<typeof siteCatalogueTotalsSchema>

/**
 * The spec's "Service query" of `white-label/bookable-services/{site}`: the site's products that can
 * be bundled into a package (never a package itself).
 */
export const siteBookableServicesQuerySchema = z.object({
  service_type: serviceTypeSchema.optional(),
  query: z.string().trim().max(100).optional(),
  page: z.number().int().min(1).default(1),
  item_per_page: z.number().int().min(1).max(100).default(25),
})
export type SiteBookableServicesQuery = z.input<typeof siteBookableServicesQuerySchema>
