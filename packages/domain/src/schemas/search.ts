import { z } from 'zod'
import { serviceTypeSchema } from '../enums/serviceType'
import { SEARCH_PAGE_MAX, SEARCH_TEXT_MAX } from '../constants'
import { localeSchema } from '../locales'
import {
  MAX_PAGE_SIZE,
  boundedList,
  currencyCodeSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
} from './common'

const searchText = z.string().max(SEARCH_TEXT_MAX)
const searchPage = z.number().int().min(1).max(SEARCH_PAGE_MAX)

export const pagingSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE),
})
export type Paging = z.infer<typeof pagingSchema>

/** Two corners, as the search index takes them: [lat1, lng1, lat2, lng2]. */
export const boundingBoxSchema = z.tuple([latitudeSchema, longitudeSchema, latitudeSchema, longitudeSchema])
export type BoundingBox = z.infer<typeof boundingBoxSchema>

/** [min, max]; a bound may be left empty, and then the range does not filter (see effectivePriceRange). */
export const priceRangeSchema = z.tuple([
  z.number().nonnegative().nullable(),
  z.number().nonnegative().nullable(),
])
export type PriceRange = z.infer<typeof priceRangeSchema>

export const searchFilterSchema = z.object({
  location_id: idSchema.nullish(),
  type: z.string().max(50).nullish(),
  serviceType: serviceTypeSchema.nullish(),
  categories: boundedList(idSchema, 100).optional(),
  query: searchText.optional(),
  langCode: localeSchema.optional(),
  serviceIds: boundedList(idSchema, 100).optional(),
  site_ids: boundedList(idSchema, 100).optional(),
  priceRange: priceRangeSchema.nullish(),
  /** The currency of priceRange: prices are never converted, so a range holds in one currency. */
  currency: currencyCodeSchema.transform((code) => code.toUpperCase()).nullish(),
  ratings: boundedList(z.number().min(0).max(5), 6).optional(),
  boundingBox: boundingBoxSchema.nullish(),
  page: searchPage.optional(),
  limit: pagingSchema.shape.limit.optional(),
})
export type SearchFilter = z.infer<typeof searchFilterSchema>

export const geoCircleSchema = z.object({
  lat: latitudeSchema,
  lng: longitudeSchema,
  radius: z.number().positive(),
})
export type GeoCircle = z.infer<typeof geoCircleSchema>

export const tourCataloguePayloadSchema = z.object({
  locations: boundedList(geoCircleSchema, 20),
  service: serviceTypeSchema,
})
export type TourCataloguePayload = z.infer<typeof tourCataloguePayloadSchema>

export const whiteLabelCatalogueQuerySchema = z.object({
  query: searchText.optional(),
  service_type: serviceTypeSchema.optional(),
  categories: boundedList(idSchema, 100).optional(),
  page: searchPage.optional(),
})
export type WhiteLabelCatalogueQuery = z.infer<typeof whiteLabelCatalogueQuerySchema>

export const hotelSearchSchema = geoCircleSchema.extend({ feature_id: boundedList(idSchema, 50) })
export type HotelSearch = z.infer<typeof hotelSearchSchema>

export const serviceQuerySchema = z.object({
  service_type: serviceTypeSchema,
  query: searchText.optional(),
  page: searchPage.optional(),
  // -1 asks for the whole list (UNPAGED).
  item_per_page: z.number().int().min(-1).optional(),
})
export type ServiceQuery = z.infer<typeof serviceQuerySchema>
