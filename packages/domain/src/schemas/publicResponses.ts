import { z } from 'zod'
import { serviceTypeSchema } from '../enums/serviceType'
import { serviceCardSchema } from './catalogue'
import { calendarDateSchema, countSchema, currencyCodeSchema, idSchema } from './common'
import { ticketAvailabilitySchema } from './ticket'

/**
 * Answers (and a few request bodies) of the public calls whose shapes had no schema of their own:
 * the search box, the lookup lists, the ticket check and the cart's checks. The widget's client types
 * its calls with these.
 */

/** A range of calendar days, as the availability calendars ask for them. */
export const dateRangeSchema = z.object({ from: calendarDateSchema, to: calendarDateSchema })
export type DateRange = z.infer<typeof dateRangeSchema>

export const serviceCardListSchema = z.object({ data: z.array(serviceCardSchema), total: countSchema })
export type ServiceCardList = z.infer<typeof serviceCardListSchema>

export const searchBoxPlaceSchema = z.object({ id: idSchema, name: z.string(), count: countSchema })
export type SearchBoxPlace = z.infer<typeof searchBoxPlaceSchema>

/** Suggestions while typing: up to SEARCH_BOX_LIMIT products and the places that match. */
export const searchBoxResultSchema = z.object({
  services: z.array(serviceCardSchema),
  locations: z.array(searchBoxPlaceSchema),
})
export type SearchBoxResult = z.infer<typeof searchBoxResultSchema>

export const searchBoxQuerySchema = z.object({
  query: z.string().max(200),
  site_id: idSchema.nullish(),
  limit: z.number().int().min(1).max(20).optional(),
})
export type SearchBoxQuery = z.infer<typeof searchBoxQuerySchema>

export const serviceTypeCountSchema = z.object({
  service_type: serviceTypeSchema,
  type: z.string(),
  count: countSchema,
})
export type ServiceTypeCount = z.infer<typeof serviceTypeCountSchema>

export const categoryCountSchema = z.object({
  id: idSchema,
  name: z.string(),
  parent_id: idSchema.nullable(),
  count: countSchema,
})
export type CategoryCount = z.infer<typeof categoryCountSchema>

export const placeWithServicesSchema = z.object({
  id: idSchema,
  name: z.string(),
  country_code: z.string(),
  lat: z.number(),
  lng: z.number(),
  count: countSchema,
})
export type PlaceWithServices = z.infer<typeof placeWithServicesSchema>

/** What the lookup lists are narrowed by: a service type and a partner site. */
export const lookupFilterSchema = z.object({
  service_type: serviceTypeSchema.nullish(),
  site_id: idSchema.nullish(),
})
export type LookupFilter = z.infer<typeof lookupFilterSchema>

export const hotelFeatureSchema = z.object({
  id: idSchema,
  name: z.string(),
  icon: z.string(),
  most_popular: z.boolean(),
})
export type HotelFeature = z.infer<typeof hotelFeatureSchema>

/** The server's answer to a choice of tickets: one result per ticket, the guests and the total it priced. */
export const ticketCheckSchema = z.object({
  tickets: z.array(ticketAvailabilitySchema),
  available: z.boolean(),
  guests: countSchema,
  total: z.number(),
  currency_code: currencyCodeSchema,
})
export type TicketCheck = z.infer<typeof ticketCheckSchema>

export const cartValidationSchema = z.object({
  valid: z.boolean(),
  items: z.array(
    z.object({
      reservation_ref: z.string().nullable(),
      package_id: idSchema.nullable(),
      status: z.boolean(),
    }),
  ),
})
export type CartValidation = z.infer<typeof cartValidationSchema>
