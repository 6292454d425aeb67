import { createRoute, z } from '@hono/zod-openapi'
import { tourScheduleInputSchema, tourScheduleResultSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const TourScheduleInput = tourScheduleInputSchema.meta({ id: 'TourScheduleInput' })
const TourScheduleResult = tourScheduleResultSchema.meta({ id: 'TourScheduleResult' })

export const applySchedule = createRoute({
  method: 'post',
  path: '/core/v1/tour-options/{optionId}/schedule',
  operationId: 'applyTourSchedule',
  tags: ['Supplier activities'],
  security: bearerSecurity,
  summary:
    'A weekly schedule of an option: departures at its start times on chosen weekdays, with an allotment',
  request: {
    params: z.object({ optionId: z.coerce.number().int().positive() }),
    body: jsonBody(TourScheduleInput),
  },
  responses: {
    200: jsonContent(TourScheduleResult, 'The departures written'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
})
