import type { ServiceDataJob, ServiceDataJobsInput, ServiceDataJobsOverview } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { once, type JobQueue } from '../../lib/job-queue.js'
import { startChatbotSyncs } from '../chatbot/chatbot.sync-job.js'
import { rebuildSearchDocuments } from '../search/search-documents.js'
import { serviceDataDb } from './service-data.tables.js'

export const SERVICE_DATA_QUEUE = 'service-data-refresh'
/** The page shows this many of the latest jobs; the counts cover all of them. */
const LATEST = 200

/** Queues one refresh per chosen product (every product when nothing is chosen). */
export async function queueServiceDataJobs(db: DB, jobs: JobQueue | null, input: ServiceDataJobsInput) {
  const services = await db
    .selectFrom('service')
    .select('id')
    .$if(input.service_ids !== undefined, (q) => q.where('id', 'in', [...input.service_ids!, 0]))
    .$if(input.supplier_id !== undefined, (q) => q.where('supplier_user_id', '=', input.supplier_id!))
    .$if(input.service_type !== undefined, (q) => q.where('service_type', '=', input.service_type!))
    .orderBy('id')
    .execute()
  if (services.length === 0) return { queued: 0 }
  const rows = await serviceDataDb(db)
    .insertInto('service_data_job')
    .values(services.map((service) => ({ service_id: service.id })))
    .returning('id')
    .execute()
  for (const row of rows) await jobs?.send(SERVICE_DATA_QUEUE, { job_id: row.id }, once(row.id))
  return { queued: rows.length }
}

/**
 * The job: what is derived from the product is rebuilt: its search documents, here, and the chatbot
 * index of every site selling it (the site's catalogue), whose sync runs as the chatbot's own job.
 */
export async function runServiceDataJob(db: DB, jobs: JobQueue | null, jobId: number) {
  const job = await serviceDataDb(db)
    .selectFrom('service_data_job')
    .select(['service_id', 'status'])
    .where('id', '=', jobId)
    .executeTakeFirst()
  if (!job || job.status !== 'queued') return
  try {
    await rebuildSearchDocuments(db, [job.service_id])
    const sites = await db
      .selectFrom('site_catalogue')
      .select('site_id')
      .distinct()
      .where('service_id', '=', job.service_id)
      .execute()
    for (const site of sites) await startChatbotSyncs(db, jobs, site.site_id)
    await finish(db, jobId, { status: 'completed', sites: sites.length, error: null })
  } catch (error) {
    await finish(db, jobId, {
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
    })
  }
}

const finish = (db: DB, jobId: number, outcome: { status: string; error: string | null; sites?: number }) =>
  serviceDataDb(db)
    .updateTable('service_data_job')
    .set({ ...outcome, finished_at: new Date() })
    .where('id', '=', jobId)
    .execute()

/** After a restart, every job still queued is sent again. */
export async function resumeServiceDataJobs(db: DB, jobs: JobQueue) {
  const queued = await serviceDataDb(db)
    .selectFrom('service_data_job')
    .select('id')
    .where('status', '=', 'queued')
    .execute()
  for (const { id } of queued) await jobs.send(SERVICE_DATA_QUEUE, { job_id: id }, once(id))
}

export async function serviceDataJobsOverview(db: DB): Promise<ServiceDataJobsOverview> {
  const sdb = serviceDataDb(db)
  const counted = await sdb
    .selectFrom('service_data_job')
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .groupBy('status')
    .execute()
  const counts = { queued: 0, completed: 0, failed: 0 }
  for (const row of counted) counts[row.status as keyof typeof counts] = row.count
  const rows = await sdb
    .selectFrom('service_data_job as j')
    .innerJoin('service as s', 's.id', 'j.service_id')
    .leftJoin('service_translation as t', (join) =>
      join.onRef('t.service_id', '=', 's.id').on('t.locale', '=', 'en'),
    )
    .select([
      'j.id',
      'j.service_id',
      sql<string>`coalesce(t.name, s.product_code)`.as('service_name'),
      'j.status',
      'j.error',
      'j.sites',
      'j.created_at',
      'j.finished_at',
    ])
    .orderBy('j.id', 'desc')
    .limit(LATEST)
    .execute()
  const jobs: ServiceDataJob[] = rows.map((row) => ({
    ...row,
    status: row.status as ServiceDataJob['status'],
    created_at: new Date(row.created_at).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  }))
  return { counts, jobs }
}
