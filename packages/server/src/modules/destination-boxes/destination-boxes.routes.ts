import { createRoute, z } from '@hono/zod-openapi'
import {
  destinationBoxInputSchema,
  destinationBoxRecordSchema,
  destinationChoiceSchema,
  destinationItemSchema,
  tourDestinationsInputSchema,
  tourDestinationsRecordSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'
import { DESTINATION_SORT_FIELDS } from './destination-boxes.service.js'

const tags = ['Destination boxes']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const DestinationBoxInput = destinationBoxInputSchema.meta({ id: 'DestinationBoxInput' })
const DestinationBox = destinationBoxRecordSchema.meta({ id: 'DestinationBox' })
const DestinationItem = destinationItemSchema.meta({ id: 'DestinationItem' })
const DestinationChoice = destinationChoiceSchema.meta({ id: 'DestinationChoice' })
const TourDestinationsInput = tourDestinationsInputSchema.meta({ id: 'TourDestinationsInput' })
const TourDestinations = tourDestinationsRecordSchema.meta({ id: 'TourDestinations' })

const listQuery = simpleRestQuery(z.object({ q: z.string().max(200).optional() }), DESTINATION_SORT_FIELDS, {
  filter: '{"q":"fjord"}',
  sort: '["name","ASC"]',
})

export const listBoxes = createRoute({
  method: 'get',
  path: '/core/v1/destination-boxes',
  operationId: 'listDestinationBoxes',
  tags,
  security,
  summary: 'The destination boxes, one page of them (admins); the total is in Content-Range',
  request: { query: listQuery },
  responses: {
    200: {
      ...jsonContent(z.array(DestinationBox), 'One page of boxes'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'destination-boxes 0-24/3' }) }),
    },
    ...failures,
  },
})

export const getBox = createRoute({
  method: 'get',
  path: '/core/v1/destination-boxes/{id}',
  operationId: 'getDestinationBox',
  tags,
  security,
  summary: 'One destination box with its slider’s products in order',
  request: { params: idParams },
  responses: { 200: jsonContent(DestinationBox, 'The box'), ...failures },
})

export const createBox = createRoute({
  method: 'post',
  path: '/core/v1/destination-boxes',
  operationId: 'createDestinationBox',
  tags,
  security,
  summary: 'Adds a destination box',
  request: { body: jsonBody(DestinationBoxInput) },
  responses: {
    201: jsonContent(DestinationBox, 'The box as stored'),
    ...failures,
    409: errorResponses[409],
  },
})

export const updateBox = createRoute({
  method: 'put',
  path: '/core/v1/destination-boxes/{id}',
  operationId: 'updateDestinationBox',
  tags,
  security,
  summary: 'Replaces a destination box; `service_ids` given replaces its slider in that order',
  request: { params: idParams, body: jsonBody(DestinationBoxInput) },
  responses: { 200: jsonContent(DestinationBox, 'The box as stored'), ...failures, 409: errorResponses[409] },
})

export const deleteBox = createRoute({
  method: 'delete',
  path: '/core/v1/destination-boxes/{id}',
  operationId: 'deleteDestinationBox',
  tags,
  security,
  summary: 'Removes a destination box; its products stay',
  request: { params: idParams },
  responses: { 200: jsonContent(DestinationBox, 'The box as it was'), ...failures },
})

export const listProducts = createRoute({
  method: 'get',
  path: '/core/v1/destination-products',
  operationId: 'listDestinationProducts',
  tags,
  security,
  summary: 'Every active product, named in the asked language: what a box’s slider can show (admins)',
  responses: {
    200: jsonContent(z.object({ data: z.array(DestinationItem), total: z.number().int() }), 'The products'),
    ...failures,
  },
})

export const listChoices = createRoute({
  method: 'get',
  path: '/core/v1/select/destination-box',
  operationId: 'listDestinationBoxChoices',
  tags,
  security,
  summary: 'Every destination box, named in the asked language: what an activity can be linked to',
  responses: {
    200: jsonContent(z.object({ data: z.array(DestinationChoice), total: z.number().int() }), 'The boxes'),
    ...failures,
  },
})

export const getTourBoxes = createRoute({
  method: 'get',
  path: '/core/v1/tours/{id}/destination-boxes',
  operationId: 'getTourDestinationBoxes',
  tags,
  security,
  summary: 'The destination boxes an activity is linked to',
  request: { params: idParams },
  responses: { 200: jsonContent(TourDestinations, 'The linked boxes'), ...failures },
})

export const setTourBoxes = createRoute({
  method: 'put',
  path: '/core/v1/tours/{id}/destination-boxes',
  operationId: 'setTourDestinationBoxes',
  tags,
  security,
  summary: 'Links an activity to exactly these destination boxes (a new one shows it last in its slider)',
  request: { params: idParams, body: jsonBody(TourDestinationsInput) },
  responses: { 200: jsonContent(TourDestinations, 'The linked boxes as saved'), ...failures },
})
