import { createRoute, z } from '@hono/zod-openapi'
import { tourOptionInputSchema, tourOptionRecordSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Supplier activities']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const tourParams = z.object({ id: z.coerce.number().int().positive() })
const optionParams = z.object({ optionId: z.coerce.number().int().positive() })
const TourOptionInput = tourOptionInputSchema.meta({ id: 'TourOptionInput' })
const TourOptionRecord = tourOptionRecordSchema.meta({ id: 'TourOptionRecord' })

export const listOptions = createRoute({
  method: 'get',
  path: '/core/v1/tours/{id}/options',
  operationId: 'listTourOptions',
  tags,
  security,
  summary: 'The options of one of the supplier’s activities, in their order',
  request: { params: tourParams },
  responses: {
    200: jsonContent(z.object({ data: z.array(TourOptionRecord), total: z.number().int() }), 'The options'),
    ...failures,
  },
})

export const createOption = createRoute({
  method: 'post',
  path: '/core/v1/tours/{id}/options',
  operationId: 'createTourOption',
  tags,
  security,
  summary: 'A new option of an activity, after its others',
  request: { params: tourParams, body: jsonBody(TourOptionInput) },
  responses: { 201: jsonContent(TourOptionRecord, 'The new option'), ...failures },
})

export const getOption = createRoute({
  method: 'get',
  path: '/core/v1/tour-options/{optionId}',
  operationId: 'getTourOption',
  tags,
  security,
  summary: 'One option of the supplier’s activities',
  request: { params: optionParams },
  responses: { 200: jsonContent(TourOptionRecord, 'The option'), ...failures },
})

export const updateOption = createRoute({
  method: 'put',
  path: '/core/v1/tour-options/{optionId}',
  operationId: 'updateTourOption',
  tags,
  security,
  summary: 'Name, length, meeting point, start times and cut-off of an option',
  request: { params: optionParams, body: jsonBody(TourOptionInput) },
  responses: { 200: jsonContent(TourOptionRecord, 'The option as saved'), ...failures },
})

export const deleteOption = createRoute({
  method: 'delete',
  path: '/core/v1/tour-options/{optionId}',
  operationId: 'deleteTourOption',
  tags,
  security,
  summary: 'Deletes an option with its tickets and departures, unless a booking points at it',
  request: { params: optionParams },
  responses: {
    200: jsonContent(z.object({ id: z.number().int() }), 'The deleted option’s id'),
    ...failures,
    409: errorResponses[409],
  },
})
