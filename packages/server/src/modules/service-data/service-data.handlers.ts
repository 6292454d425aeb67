import type { AppRouteHandler } from '../../lib/types.js'
import { queueServiceDataJobs as queue, serviceDataJobsOverview } from './service-data.service.js'
import type * as routes from './service-data.routes.js'

export const serviceDataJobs: AppRouteHandler<typeof routes.serviceDataJobs> = async (c) =>
  c.json(await serviceDataJobsOverview(c.get('db')), 200)

export const queueServiceDataJobs: AppRouteHandler<typeof routes.queueServiceDataJobs> = async (c) =>
  c.json(await queue(c.get('db'), c.get('jobs'), c.req.valid('json')), 202)
