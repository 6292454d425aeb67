import { createRoute, z } from '@hono/zod-openapi'
import { serviceDataJobsInputSchema, serviceDataJobsOverviewSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Send service data to queue']
const security = bearerSecurity
const Overview = serviceDataJobsOverviewSchema.meta({ id: 'ServiceDataJobsOverview' })
const Input = serviceDataJobsInputSchema.meta({ id: 'ServiceDataJobsInput' })
const Queued = z.object({ queued: z.number().int() }).meta({ id: 'ServiceDataJobsQueued' })
const refusals = { 401: errorResponses[401], 403: errorResponses[403] }

export const serviceDataJobs = createRoute({
  method: 'get',
  path: '/core/v1/tools/service-data-jobs',
  operationId: 'getServiceDataJobs',
  tags,
  security,
  summary: 'Admins: product refresh jobs counted by state (queued, completed, failed), with the latest ones',
  responses: { 200: jsonContent(Overview, 'The jobs'), ...refusals },
})

export const queueServiceDataJobs = createRoute({
  method: 'post',
  path: '/core/v1/tools/service-data-jobs',
  operationId: 'queueServiceDataJobs',
  tags,
  security,
  summary:
    'Admins: queue a refresh of derived data for chosen products (ids, supplier, type), or every product',
  request: { body: jsonBody(Input) },
  responses: { 202: jsonContent(Queued, 'How many jobs were queued'), 400: errorResponses[400], ...refusals },
})
