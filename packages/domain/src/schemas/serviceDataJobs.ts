import { z } from 'zod'

/** Tools › Send service data to queue: which products to refresh; nothing chosen means every product. */
export const serviceDataJobsInputSchema = z.object({
  service_ids: z.array(z.number().int().positive()).max(1000).optional(),
  supplier_id: z.number().int().positive().optional(),
  service_type: z.number().int().min(1).max(7).optional(),
})
export type ServiceDataJobsInput = z.infer<typeof serviceDataJobsInputSchema>

export const SERVICE_DATA_JOB_STATUSES = ['queued', 'completed', 'failed'] as const
export type ServiceDataJobStatus = (typeof SERVICE_DATA_JOB_STATUSES)[number]

/** One product's refresh: the sites selling it whose chatbot index was queued for a rebuild. */
export const serviceDataJobSchema = z.object({
  id: z.number().int(),
  service_id: z.number().int(),
  service_name: z.string(),
  status: z.enum(SERVICE_DATA_JOB_STATUSES),
  error: z.string().nullable(),
  sites: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
})
export type ServiceDataJob = z.infer<typeof serviceDataJobSchema>

export const serviceDataJobsOverviewSchema = z.object({
  counts: z.object({ queued: z.number().int(), completed: z.number().int(), failed: z.number().int() }),
  jobs: z.array(serviceDataJobSchema),
})
export type ServiceDataJobsOverview = z.infer<typeof serviceDataJobsOverviewSchema>
