import { apiOf } from '@jaunt/api-client/admin'
import { dataOf, type HttpClient } from '@jaunt/api-client'
import {
  serviceDataJobsOverviewSchema,
  type ServiceDataJobsInput,
  type ServiceDataJobsOverview,
} from '@jaunt/domain'

/** `tools/send-service-data`: the jobs by state, with the latest ones. */
export const getServiceDataJobs = async (client: HttpClient): Promise<ServiceDataJobsOverview> =>
  serviceDataJobsOverviewSchema.parse(await dataOf(apiOf(client).GET('/core/v1/tools/service-data-jobs')))

/** Queues one refresh per chosen product; resolves to how many were queued. */
export const queueServiceDataJobs = async (client: HttpClient, body: ServiceDataJobsInput): Promise<number> =>
  (await dataOf(apiOf(client).POST('/core/v1/tools/service-data-jobs', { body }))).queued
