import { createRoute, z } from '@hono/zod-openapi'
import { channelManagerSchema, tourMappingInputSchema, tourMappingRecordSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Supplier activities']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const params = z.object({ id: z.coerce.number().int().positive() })
const ChannelManager = channelManagerSchema.meta({ id: 'ChannelManager' })
const TourMappingInput = tourMappingInputSchema.meta({ id: 'TourMappingInput' })
const TourMappingRecord = tourMappingRecordSchema.meta({ id: 'TourMappingRecord' })

export const listChannelManagers = createRoute({
  method: 'get',
  path: '/core/v1/public/tours/channel-manager',
  operationId: 'listTourChannelManagers',
  tags,
  security,
  summary: 'The channel managers an activity can be connected to',
  responses: {
    200: jsonContent(z.object({ data: z.array(ChannelManager) }), 'The channel managers'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
})

export const getMapping = createRoute({
  method: 'get',
  path: '/core/v1/tour-mapping/{id}',
  operationId: 'getTourMapping',
  tags,
  security,
  summary: "An activity's channel manager, its product code there and each option's code",
  request: { params },
  responses: { 200: jsonContent(TourMappingRecord, 'The mapping'), ...failures },
})

export const saveMapping = createRoute({
  method: 'put',
  path: '/core/v1/tour-mapping/{id}',
  operationId: 'saveTourMapping',
  tags,
  security,
  summary: "Connects an activity and its options to a channel manager's product and option codes",
  request: { params, body: jsonBody(TourMappingInput) },
  responses: { 200: jsonContent(TourMappingRecord, 'The mapping as saved'), ...failures },
})
