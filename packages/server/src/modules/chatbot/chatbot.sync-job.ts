import type { ChatbotSiteSync } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { once, type JobQueue } from '../../lib/job-queue.js'
import { notFound } from '../../lib/errors.js'
import { ensureSettings, syncChatbotData } from './chatbot.sync.js'
import { chatbotDb } from './chatbot.tables.js'

export const CHATBOT_SYNC_QUEUE = 'chatbot-sync'

/**
 * Marks the sites' syncs started and queues one job each; the job rebuilds the index and records
 * completed or failed. Without a running queue (API tests) the syncs wait for the next start of the jobs.
 */
export async function startChatbotSyncs(db: DB, jobs: JobQueue | null, siteId?: number) {
  const sites = await db
    .selectFrom('partner_site')
    .select('id')
    .$if(siteId !== undefined, (query) => query.where('id', '=', siteId!))
    .orderBy('id')
    .execute()
  if (siteId !== undefined && sites.length === 0) throw notFound((words) => words.siteNotFound)
  for (const site of sites) {
    await ensureSettings(db, site.id)
    await chatbotDb(db)
      .updateTable('chatbot_settings')
      .set({ sync_status: 'started' })
      .where('site_id', '=', site.id)
      .execute()
    await jobs?.send(CHATBOT_SYNC_QUEUE, { site_id: site.id }, once(site.id))
  }
  return chatbotSiteSyncs(db, siteId)
}

/** The job: one site's sync (syncChatbotData records its outcome). */
export async function runChatbotSync(db: DB, siteId: number) {
  await syncChatbotData(db, siteId)
}

/** After a restart, every sync still marked started is queued again. */
export async function resumeChatbotSyncs(db: DB, jobs: JobQueue) {
  const started = await chatbotDb(db)
    .selectFrom('chatbot_settings')
    .select('site_id')
    .where('sync_status', '=', 'started')
    .execute()
  for (const { site_id } of started) await jobs.send(CHATBOT_SYNC_QUEUE, { site_id }, once(site_id))
  return started.length
}

/** Every site (or one) with its chatbot's sync: status, last time, indexed documents. */
export async function chatbotSiteSyncs(db: DB, siteId?: number): Promise<ChatbotSiteSync[]> {
  const rows = await chatbotDb(db)
    .selectFrom('partner_site as p')
    .leftJoin('chatbot_settings as c', 'c.site_id', 'p.id')
    .select([
      'p.id as site_id',
      'p.name as site_name',
      'c.is_enabled',
      'c.sync_status as status',
      'c.last_synced_at',
      sql<number>`(select count(*)::int from chatbot_document d where d.site_id = p.id)`.as('documents'),
    ])
    .$if(siteId !== undefined, (query) => query.where('p.id', '=', siteId!))
    .orderBy('p.name')
    .orderBy('p.id')
    .execute()
  return rows.map((row) => ({
    site_id: row.site_id,
    site_name: row.site_name,
    is_enabled: row.is_enabled ?? false,
    status: (row.status as ChatbotSiteSync['status']) ?? null,
    last_synced_at: row.last_synced_at ? new Date(row.last_synced_at).toISOString() : null,
    documents: row.documents,
  }))
}
