import { createRoute, z } from '@hono/zod-openapi'
import {
  statusSchema,
  TOUR_SORT_FIELDS,
  tourInputSchema,
  tourListFilterSchema,
  tourListRowSchema,
  tourRecordSchema,
  tourSeasonalSchema,
  tourStatusCountsSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { jsonParam, simpleRestQuery } from '../../lib/simple-rest.js'

const tags = ['Supplier activities']
const security = bearerSecurity
const denials = { 401: errorResponses[401], 403: errorResponses[403] }
const failures = { 400: errorResponses[400], ...denials, 404: errorResponses[404] }
const params = z.object({ id: z.coerce.number().int().positive() })

const TourInput = tourInputSchema.meta({ id: 'TourInput' })
const TourRecord = tourRecordSchema.meta({ id: 'TourRecord' })
const TourListRow = tourListRowSchema.meta({ id: 'TourListRow' })
const TourStatusCounts = tourStatusCountsSchema.meta({ id: 'TourStatusCounts' })
const TourListFilter = tourListFilterSchema.meta({ id: 'TourListFilter' })
const sortField = z.enum(TOUR_SORT_FIELDS)

export const listTours = createRoute({
  method: 'get',
  path: '/core/v1/tours',
  operationId: 'listTours',
  tags,
  security,
  summary: "The supplier's activities, filtered, sorted and paged; the total is in Content-Range",
  request: {
    query: simpleRestQuery(tourListFilterSchema, TOUR_SORT_FIELDS, {
      filter: '{"status":1,"q":"fjord","is_private":false}',
      sort: '["name","ASC"]',
    }),
  },
  responses: {
    200: {
      ...jsonContent(z.array(TourListRow), 'One page of activities'),
      headers: z.object({
        'Content-Range': z.string().openapi({ example: 'tour 0-24/31' }),
      }),
    },
    400: errorResponses[400],
    ...denials,
  },
})

export const tourListing = createRoute({
  method: 'post',
  path: '/core/v1/tour-listing',
  operationId: 'tourListing',
  tags,
  security,
  summary: "The spec's POST listing of the supplier's activities: page, size, sort and filters in the body",
  request: {
    body: jsonBody(
      TourListFilter.extend({
        page: z.number().int().min(1).default(1),
        item_per_page: z.number().int().min(1).max(500).default(25),
        sort_by: sortField.default('id'),
        sort_order: z.enum(['asc', 'desc']).default('asc'),
      }),
    ),
  },
  responses: {
    200: jsonContent(z.object({ data: z.array(TourListRow), total: z.number().int() }), 'One page'),
    400: errorResponses[400],
    ...denials,
  },
})

export const statusWiseCount = createRoute({
  method: 'get',
  path: '/core/v1/tours/status-wise-count',
  operationId: 'tourStatusWiseCount',
  tags,
  security,
  summary: "How many of the supplier's activities each status tab holds (sync failed is 100)",
  request: { query: z.object({ filter: jsonParam(tourListFilterSchema.omit({ status: true }), '{}') }) },
  responses: {
    200: jsonContent(TourStatusCounts, 'A count per listing status and the total'),
    400: errorResponses[400],
    ...denials,
  },
})

const getOne = (path: string, operationId: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    operationId,
    tags,
    security,
    summary,
    request: { params },
    responses: { 200: jsonContent(TourRecord, 'The activity'), ...failures },
  })

export const getTour = getOne('/core/v1/tours/{id}', 'getTour', 'One of the supplier’s activities')
export const getTourFull = getOne(
  '/core/v1/tours/{id}/full',
  'getTourFull',
  'One of the supplier’s activities with everything its settings tabs edit',
)

export const getTourSeasonal = createRoute({
  method: 'get',
  path: '/core/v1/tours/{id}/seasonal',
  operationId: 'getTourSeasonal',
  tags,
  security,
  summary: 'The periods in which one of the supplier’s activities is sold; none means all year',
  request: { params },
  responses: {
    200: jsonContent(tourSeasonalSchema.meta({ id: 'TourSeasonal' }), 'The seasons in date order'),
    ...failures,
  },
})

export const createTour = createRoute({
  method: 'post',
  path: '/core/v1/tours',
  operationId: 'createTour',
  tags,
  security,
  summary: 'A new activity, inactive until its supplier publishes it',
  request: { body: jsonBody(TourInput) },
  responses: { 201: jsonContent(TourRecord, 'The new activity'), 400: errorResponses[400], ...denials },
})

export const updateTour = createRoute({
  method: 'put',
  path: '/core/v1/tours/{id}',
  operationId: 'updateTour',
  tags,
  security,
  summary: 'Every settings tab of an activity: details, texts, tags and categories, taxation, seasons',
  request: { params, body: jsonBody(TourInput) },
  responses: { 200: jsonContent(TourRecord, 'The activity as saved'), ...failures },
})

const TourState = z
  .object({ id: z.number().int(), status: statusSchema, is_private: z.boolean() })
  .openapi('TourState')

export const updateStatus = createRoute({
  method: 'put',
  path: '/core/v1/tours/{id}/update-status',
  operationId: 'updateTourStatus',
  tags,
  security,
  summary: 'Activate, deactivate, hide or set an activity pending',
  request: { params, query: z.object({ status: z.coerce.number().pipe(statusSchema) }) },
  responses: { 200: jsonContent(TourState, 'The activity’s status'), ...failures },
})

export const updateIsPrivate = createRoute({
  method: 'put',
  path: '/core/v1/tours/{id}/update-is-private',
  operationId: 'updateTourIsPrivate',
  tags,
  security,
  summary: 'Make an activity private (bookable by link, not listed in search) or public',
  request: {
    params,
    query: z.object({ is_private: z.enum(['true', 'false']).transform((value) => value === 'true') }),
  },
  responses: { 200: jsonContent(TourState, 'The activity’s visibility'), ...failures },
})
