import { createRoute, z } from '@hono/zod-openapi'
import {
  calendarDateSchema,
  hotelAvailabilityRequestSchema,
  hotelAvailabilitySchema,
  hotelDetailSchema,
} from '@jaunt/domain'
import { errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { contentSiteQuery } from '../catalogue/content-query.js'

const tags = ['Hotels']
const params = z.object({ id: z.coerce.number().int().positive() })
const failures = { 400: errorResponses[400], 404: errorResponses[404] }
const feature = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  most_popular: z.boolean(),
})
const dateRange = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((range) => range.from <= range.to, { message: 'must not be before from', path: ['to'] })

export const listingHotel = createRoute({
  method: 'get',
  path: '/core/public/listing-hotel/{id}',
  tags,
  summary: 'A hotel with its room types',
  request: { params, query: contentSiteQuery },
  responses: { 200: jsonContent(hotelDetailSchema, 'The hotel'), ...failures },
})

export const atGlance = createRoute({
  method: 'get',
  path: '/core/public/{id}/at-glance',
  tags,
  summary: 'The facts a hotel page shows at a glance',
  request: { params },
  responses: {
    200: jsonContent(
      z.object({
        checkin_time: z.string().nullable(),
        checkout_time: z.string().nullable(),
        rating: z.number(),
        review_count: z.number().int(),
        location_name: z.string().nullable(),
        address: z.string(),
        room_type_count: z.number().int(),
        max_guests_per_room: z.number().int(),
      }),
      'At a glance',
    ),
    ...failures,
  },
})

export const hotelFeature = createRoute({
  method: 'get',
  path: '/core/public/{id}/hotel-feature',
  tags,
  summary: 'A hotel’s features, or only its most popular ones',
  request: { params, query: z.object({ most_popular: z.enum(['true', 'false']).optional() }) },
  responses: { 200: jsonContent(z.array(feature), 'The features'), ...failures },
})

export const features = createRoute({
  method: 'get',
  path: '/core/public/feature',
  tags,
  summary: 'Every hotel feature (item_per_page=-1: all of them)',
  request: { query: z.object({ item_per_page: z.coerce.number().int().min(-1).optional() }) },
  responses: {
    200: jsonContent(z.object({ data: z.array(feature) }), 'The features'),
    400: errorResponses[400],
  },
})

export const availability = createRoute({
  method: 'post',
  path: '/availability/public/hotel/{id}/availability',
  tags,
  summary: 'Room types and rate plans for a stay, priced by the server, with rooms left and restrictions',
  request: {
    params,
    body: jsonBody(hotelAvailabilityRequestSchema),
  },
  responses: { 200: jsonContent(hotelAvailabilitySchema, 'The offer'), ...failures },
})

export const availableDates = createRoute({
  method: 'post',
  path: '/availability/public/hotel/{id}/available-dates',
  tags,
  summary: 'Dates in a range with at least one room free',
  request: { params, body: jsonBody(dateRange) },
  responses: { 200: jsonContent(z.array(calendarDateSchema), 'The dates'), ...failures },
})

export const emptyDates = createRoute({
  method: 'post',
  path: '/availability/public/hotel/{id}/empty-dates',
  tags,
  summary: 'Dates in a range with no room free',
  request: { params, body: jsonBody(dateRange) },
  responses: { 200: jsonContent(z.array(calendarDateSchema), 'The dates'), ...failures },
})
