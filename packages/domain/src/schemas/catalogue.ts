import { z } from 'zod'
import { serviceTypeNameSchema, serviceTypeSchema } from '../enums/serviceType'
import {
  amountSchema,
  countSchema,
  currencyCodeSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
} from './common'
import { geoCircleSchema, searchFilterSchema } from './search'

export const namedRefSchema = z.object({ id: idSchema, name: z.string() })
export type NamedRef = z.infer<typeof namedRefSchema>

export const imageSchema = z.object({ url: z.string(), alt: z.string() })
export type Image = z.infer<typeof imageSchema>

/** A product as search results, grids and the search box show it. */
export const serviceCardSchema = z.object({
  id: idSchema,
  service_type: serviceTypeSchema,
  type: serviceTypeNameSchema,
  product_code: z.string(),
  name: z.string(),
  short_description: z.string(),
  images: z.array(imageSchema),
  location: namedRefSchema.nullable(),
  lat: latitudeSchema,
  lng: longitudeSchema,
  currency_code: currencyCodeSchema,
  lowest_price: amountSchema.nullable(),
  rating: z.number().min(0).max(5),
  review_count: countSchema,
  duration_minutes: countSchema.nullable(),
  categories: z.array(namedRefSchema),
})
export type ServiceCard = z.infer<typeof serviceCardSchema>

export const facetCountSchema = z.object({
  value: z.union([z.number(), z.string()]),
  label: z.string(),
  count: countSchema,
})
export type FacetCount = z.infer<typeof facetCountSchema>

export const searchFacetsSchema = z.object({
  type: z.array(facetCountSchema),
  service_type: z.array(facetCountSchema),
  categories: z.array(facetCountSchema),
  location_id: z.array(facetCountSchema),
  ratings: z.array(facetCountSchema),
  /** The price bounds in the currency the price filter is in (the search's, else the most common). */
  lowest_price: z.object({ min: amountSchema.nullable(), max: amountSchema.nullable() }),
  /** The products' prices per currency, most common first: a price range filters within one. */
  prices: z.array(
    z.object({
      currency_code: currencyCodeSchema,
      min: amountSchema.nullable(),
      max: amountSchema.nullable(),
      count: countSchema,
    }),
  ),
})
export type SearchFacets = z.infer<typeof searchFacetsSchema>

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'rating'] as const

/** The catalogue search: the spec's filter, plus a circle around a point and a sort order. */
export const catalogueSearchSchema = searchFilterSchema.extend({
  around: geoCircleSchema.nullish(),
  sort: z.enum(SEARCH_SORTS).optional(),
  site_id: idSchema.nullish(),
})
export type CatalogueSearch = z.infer<typeof catalogueSearchSchema>

export const catalogueResultSchema = z.object({
  data: z.array(serviceCardSchema),
  total: countSchema,
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  facets: searchFacetsSchema,
})
export type CatalogueResult = z.infer<typeof catalogueResultSchema>
