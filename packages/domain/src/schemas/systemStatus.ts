import { z } from 'zod'

/** The admin's `tools/system`: what the server runs on and what waits in its queues. */
export const systemStatusSchema = z.object({
  version: z.string(),
  node_version: z.string(),
  uptime_seconds: z.number().int(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    size_bytes: z.number().int(),
    latest_migration: z.string().nullable(),
  }),
  /** pg-boss queues by name: jobs waiting (created or retrying), running, failed, done. */
  jobs: z.array(
    z.object({
      queue: z.string(),
      waiting: z.number().int(),
      active: z.number().int(),
      failed: z.number().int(),
      completed: z.number().int(),
    }),
  ),
  /** The mail outbox: a mail with an error is retried until it is sent. */
  mail: z.object({
    waiting: z.number().int(),
    failing: z.number().int(),
    sent_last_24_hours: z.number().int(),
    oldest_waiting_at: z.string().nullable(),
  }),
})
export type SystemStatus = z.infer<typeof systemStatusSchema>
