import { createRoute, z } from '@hono/zod-openapi'
import {
  channelManagerSchema,
  HOTEL_SORT_FIELDS,
  hotelInputSchema,
  hotelListFilterSchema,
  hotelListRowSchema,
  hotelRecordSchema,
  hotelStatusCountsSchema,
  statusSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { jsonParam, simpleRestQuery } from '../../lib/simple-rest.js'

const tags = ['Supplier hotels']
const security = bearerSecurity
const denials = { 401: errorResponses[401], 403: errorResponses[403] }
const failures = { 400: errorResponses[400], ...denials, 404: errorResponses[404] }
const params = z.object({ id: z.coerce.number().int().positive() })

const HotelInput = hotelInputSchema.meta({ id: 'HotelInput' })
const HotelRecord = hotelRecordSchema.meta({ id: 'HotelRecord' })
const HotelListRow = hotelListRowSchema.meta({ id: 'HotelListRow' })
const HotelStatusCounts = hotelStatusCountsSchema.meta({ id: 'HotelStatusCounts' })
const HotelChannelManager = channelManagerSchema.meta({ id: 'HotelChannelManager' })

export const listHotels = createRoute({
  method: 'get',
  path: '/core/v1/hotels',
  operationId: 'listSupplierHotels',
  tags,
  security,
  summary: "The supplier's hotels, filtered, sorted and paged; the total is in Content-Range",
  request: {
    query: simpleRestQuery(hotelListFilterSchema, HOTEL_SORT_FIELDS, {
      filter: '{"status":1,"q":"fjord"}',
      sort: '["name","ASC"]',
    }),
  },
  responses: {
    200: {
      ...jsonContent(z.array(HotelListRow), 'One page of hotels'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'hotel 0-24/31' }) }),
    },
    400: errorResponses[400],
    ...denials,
  },
})

export const statusWiseCount = createRoute({
  method: 'get',
  path: '/core/v1/hotels/status-wise-count',
  operationId: 'hotelStatusWiseCount',
  tags,
  security,
  summary: "How many of the supplier's hotels each status tab holds (sync failed is 100)",
  request: { query: z.object({ filter: jsonParam(hotelListFilterSchema.omit({ status: true }), '{}') }) },
  responses: {
    200: jsonContent(HotelStatusCounts, 'A count per listing status and the total'),
    400: errorResponses[400],
    ...denials,
  },
})

export const getHotel = createRoute({
  method: 'get',
  path: '/core/v1/hotels/{id}',
  operationId: 'getSupplierHotel',
  tags,
  security,
  summary: 'One of the supplier’s hotels with everything its tabs edit',
  request: { params },
  responses: { 200: jsonContent(HotelRecord, 'The hotel'), ...failures },
})

export const createHotel = createRoute({
  method: 'post',
  path: '/core/v1/hotels',
  operationId: 'createSupplierHotel',
  tags,
  security,
  summary: 'A new hotel, inactive until its supplier sets it Active',
  request: { body: jsonBody(HotelInput) },
  responses: { 201: jsonContent(HotelRecord, 'The new hotel'), 400: errorResponses[400], ...denials },
})

export const updateHotel = createRoute({
  method: 'put',
  path: '/core/v1/hotels/{id}',
  operationId: 'updateSupplierHotel',
  tags,
  security,
  summary: 'A hotel’s details, address and pin, times, features, pictures, policy, channel manager and texts',
  request: { params, body: jsonBody(HotelInput) },
  responses: { 200: jsonContent(HotelRecord, 'The hotel as saved'), ...failures },
})

const HotelState = z
  .object({ id: z.number().int(), status: statusSchema, is_private: z.boolean() })
  .openapi('HotelState')

export const updateStatus = createRoute({
  method: 'put',
  path: '/core/v1/hotels/{id}/update-status',
  operationId: 'updateSupplierHotelStatus',
  tags,
  security,
  summary: 'Activate, deactivate, hide or set a hotel pending; Active needs a picture (409)',
  request: { params, query: z.object({ status: z.coerce.number().pipe(statusSchema) }) },
  responses: {
    200: jsonContent(HotelState, 'The hotel’s status'),
    ...failures,
    409: errorResponses[409],
  },
})

export const listChannelManagers = createRoute({
  method: 'get',
  path: '/core/v1/public/hotels/channel-manager',
  operationId: 'listHotelChannelManagers',
  tags,
  security,
  summary: 'The channel managers a hotel can be connected to',
  responses: {
    200: jsonContent(z.object({ data: z.array(HotelChannelManager) }), 'The channel managers'),
    ...denials,
  },
})

const Choice = z.object({ id: z.number().int(), name: z.string() })
const HotelChoices = z
  .object({
    features: z.array(Choice.extend({ most_popular: z.boolean() })),
    cancellation_policies: z.array(Choice),
  })
  .meta({ id: 'HotelChoices' })

export const hotelChoices = createRoute({
  method: 'get',
  path: '/core/v1/hotel-choices',
  operationId: 'getHotelChoices',
  tags,
  security,
  summary: 'What a hotel’s form offers: features (most popular first) and the usable cancellation policies',
  responses: { 200: jsonContent(HotelChoices, 'The choices'), ...denials },
})
