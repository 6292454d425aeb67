import { createRoute, z } from '@hono/zod-openapi'
import {
  hotelRatePlanInputSchema,
  hotelRatePlanRecordSchema,
  hotelRoomTypeInputSchema,
  hotelRoomTypeRecordSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Supplier hotels']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const params = z.object({ id: z.coerce.number().int().positive() })
const RoomTypeInput = hotelRoomTypeInputSchema.meta({ id: 'HotelRoomTypeInput' })
const RoomTypeRecord = hotelRoomTypeRecordSchema.meta({ id: 'HotelRoomTypeRecord' })
const RatePlanInput = hotelRatePlanInputSchema.meta({ id: 'HotelRatePlanInput' })
const RatePlanRecord = hotelRatePlanRecordSchema.meta({ id: 'HotelRatePlanRecord' })

export const listRoomTypes = createRoute({
  method: 'get',
  path: '/core/v1/hotels/{id}/room-types',
  operationId: 'listHotelRoomTypes',
  tags,
  security,
  summary: 'A hotel’s room types, in order',
  request: { params },
  responses: {
    200: jsonContent(z.object({ data: z.array(RoomTypeRecord), total: z.number().int() }), 'The room types'),
    ...failures,
  },
})

export const createRoomType = createRoute({
  method: 'post',
  path: '/core/v1/hotels/{id}/room-types',
  operationId: 'createHotelRoomType',
  tags,
  security,
  summary: 'A new room type of a hotel',
  request: { params, body: jsonBody(RoomTypeInput) },
  responses: { 201: jsonContent(RoomTypeRecord, 'The new room type'), ...failures },
})

export const getRoomType = createRoute({
  method: 'get',
  path: '/core/v1/hotel-room-types/{id}',
  operationId: 'getHotelRoomType',
  tags,
  security,
  summary: 'One room type',
  request: { params },
  responses: { 200: jsonContent(RoomTypeRecord, 'The room type'), ...failures },
})

export const updateRoomType = createRoute({
  method: 'put',
  path: '/core/v1/hotel-room-types/{id}',
  operationId: 'updateHotelRoomType',
  tags,
  security,
  summary: 'A room type’s names, occupancy and pictures',
  request: { params, body: jsonBody(RoomTypeInput) },
  responses: { 200: jsonContent(RoomTypeRecord, 'The room type as saved'), ...failures },
})

export const deleteRoomType = createRoute({
  method: 'delete',
  path: '/core/v1/hotel-room-types/{id}',
  operationId: 'deleteHotelRoomType',
  tags,
  security,
  summary: 'A room type with its rate plans; refused (409) once booked',
  request: { params },
  responses: {
    200: jsonContent(RoomTypeRecord, 'The deleted room type'),
    ...failures,
    409: errorResponses[409],
  },
})

export const listRatePlans = createRoute({
  method: 'get',
  path: '/core/v1/hotels/{id}/rate-plans',
  operationId: 'listHotelRatePlans',
  tags,
  security,
  summary: 'Every rate plan of a hotel, by room type',
  request: { params },
  responses: {
    200: jsonContent(z.object({ data: z.array(RatePlanRecord), total: z.number().int() }), 'The rate plans'),
    ...failures,
  },
})

export const createRatePlan = createRoute({
  method: 'post',
  path: '/core/v1/hotels/{id}/rate-plans',
  operationId: 'createHotelRatePlan',
  tags,
  security,
  summary: 'A new rate plan of one of the hotel’s room types',
  request: { params, body: jsonBody(RatePlanInput) },
  responses: { 201: jsonContent(RatePlanRecord, 'The new rate plan'), ...failures },
})

export const getRatePlan = createRoute({
  method: 'get',
  path: '/core/v1/hotel-rate-plans/{id}',
  operationId: 'getHotelRatePlan',
  tags,
  security,
  summary: 'One rate plan',
  request: { params },
  responses: { 200: jsonContent(RatePlanRecord, 'The rate plan'), ...failures },
})

export const updateRatePlan = createRoute({
  method: 'put',
  path: '/core/v1/hotel-rate-plans/{id}',
  operationId: 'updateHotelRatePlan',
  tags,
  security,
  summary: 'A rate plan’s names, meal plan, policy, and parent with price rule',
  request: { params, body: jsonBody(RatePlanInput) },
  responses: { 200: jsonContent(RatePlanRecord, 'The rate plan as saved'), ...failures },
})

export const deleteRatePlan = createRoute({
  method: 'delete',
  path: '/core/v1/hotel-rate-plans/{id}',
  operationId: 'deleteHotelRatePlan',
  tags,
  security,
  summary: 'A rate plan; refused (409) once booked or while others derive from it',
  request: { params },
  responses: {
    200: jsonContent(RatePlanRecord, 'The deleted rate plan'),
    ...failures,
    409: errorResponses[409],
  },
})
