import { createRoute, z } from '@hono/zod-openapi'
import { locationInputSchema, locationRecordSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'
import { LOCATION_SORT_FIELDS } from './locations.service.js'

const tags = ['Locations']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const LocationInput = locationInputSchema.meta({ id: 'LocationInput' })
const Location = locationRecordSchema.meta({ id: 'Location' })

const listQuery = simpleRestQuery(z.object({ q: z.string().max(200).optional() }), LOCATION_SORT_FIELDS, {
  filter: '{"q":"bergen"}',
  sort: '["name","ASC"]',
})

export const listLocations = createRoute({
  method: 'get',
  path: '/core/v1/locations',
  operationId: 'listLocations',
  tags,
  security,
  summary:
    'The places products are in, one page of them, with how many products each has (admins); total in Content-Range',
  request: { query: listQuery },
  responses: {
    200: {
      ...jsonContent(z.array(Location), 'One page of locations'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'locations 0-24/12' }) }),
    },
    ...failures,
  },
})

export const getLocation = createRoute({
  method: 'get',
  path: '/core/v1/locations/{id}',
  operationId: 'getLocation',
  tags,
  security,
  summary: 'One location with its names in every language',
  request: { params: idParams },
  responses: { 200: jsonContent(Location, 'The location'), ...failures },
})

export const createLocation = createRoute({
  method: 'post',
  path: '/core/v1/locations',
  operationId: 'createLocation',
  tags,
  security,
  summary: 'Adds a place that suppliers can put their products in',
  request: { body: jsonBody(LocationInput) },
  responses: { 201: jsonContent(Location, 'The location as stored'), ...failures, 409: errorResponses[409] },
})

export const updateLocation = createRoute({
  method: 'put',
  path: '/core/v1/locations/{id}',
  operationId: 'updateLocation',
  tags,
  security,
  summary: 'Renames a location or changes its country, time zone or map point',
  request: { params: idParams, body: jsonBody(LocationInput) },
  responses: { 200: jsonContent(Location, 'The location as stored'), ...failures, 409: errorResponses[409] },
})

export const deleteLocation = createRoute({
  method: 'delete',
  path: '/core/v1/locations/{id}',
  operationId: 'deleteLocation',
  tags,
  security,
  summary: 'Removes a location no product is in; one that products are in is refused (409)',
  request: { params: idParams },
  responses: { 200: jsonContent(Location, 'The location as it was'), ...failures, 409: errorResponses[409] },
})
