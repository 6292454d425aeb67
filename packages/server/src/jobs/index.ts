import type PgBoss from 'pg-boss'
import type { DB } from '../db/database.js'
import type { Config } from '../env.js'
import {
  BULK_CANCEL_QUEUE,
  resumeBulkCancellations,
  runBulkCancellation,
} from '../modules/bulk-cancellation/index.js'
import { releaseExpiredHolds } from '../modules/checkout/release.service.js'
import { createCardProvider } from '../modules/payments/card-provider.js'
import { createMailTransport, deliverOutbox } from '../modules/mail/deliver.js'
import {
  CHATBOT_SYNC_QUEUE,
  resumeChatbotSyncs,
  runChatbotSync,
} from '../modules/chatbot/chatbot.sync-job.js'
import {
  SERVICE_DATA_QUEUE,
  resumeServiceDataJobs,
  runServiceDataJob,
} from '../modules/service-data/index.js'
import {
  AUTO_TRANSLATION_QUEUE,
  resumeAutoTranslations,
  runAutoTranslation,
} from '../modules/auto-translation/index.js'
import { ICAL_SYNC_CRON, ICAL_SYNC_QUEUE, syncEveryFeed } from '../modules/external-sync/index.js'
import {
  analyzeSearchDocuments,
  queueSearchReindexIfEmpty,
  rebuildSearchDocuments,
  SEARCH_REINDEX_QUEUE,
} from '../modules/search/search-documents.js'
import { createBoss } from './boss.js'

export const QUEUES = {
  releaseExpiredHolds: 'release-expired-holds',
  deliverMail: 'deliver-mail',
  bulkCancel: BULK_CANCEL_QUEUE,
  chatbotSync: CHATBOT_SYNC_QUEUE,
  serviceData: SERVICE_DATA_QUEUE,
  autoTranslation: AUTO_TRANSLATION_QUEUE,
  icalSync: ICAL_SYNC_QUEUE,
  searchReindex: SEARCH_REINDEX_QUEUE,
} as const

/**
 * A queue of runs (a bulk cancellation, a site's chatbot sync, a product data job, a translation run) whose
 * jobs carry their run's id as `singletonKey` (`once`): policy `short` keeps one waiting job per run, so two
 * processes resuming the same run at start queue it once. Set again on every start, as queues made
 * before had the standard policy and `createQueue` leaves an existing queue as it is.
 */
async function createRunQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name' | 'policy'>) {
  const queue = { name, policy: 'short', ...options } satisfies PgBoss.Queue
  await boss.createQueue(name, queue)
  await boss.updateQueue(name, queue)
}

/** The queues of runs, whose jobs are queued once per run (`once`). */
export async function createRunQueues(boss: PgBoss) {
  await createRunQueue(boss, QUEUES.bulkCancel, { retryLimit: 5, retryDelay: 5 })
  await createRunQueue(boss, QUEUES.chatbotSync, { retryLimit: 2, retryDelay: 5 })
  await createRunQueue(boss, QUEUES.serviceData, { retryLimit: 2, retryDelay: 5 })
  // One job is a whole run, which may take hours of model calls; a retry would run it twice.
  await createRunQueue(boss, QUEUES.autoTranslation, { retryLimit: 0, expireInSeconds: 12 * 60 * 60 })
}

/**
 * Background work of a running server, every minute: holds past their time give capacity back, and
 * the mail outbox goes out when SMTP is configured. Bulk cancellations run as they are started, and
 * those a stop interrupted continue at once. Room types' iCal imports are read every half hour.
 */
export async function startJobs(db: DB, config: Config): Promise<PgBoss> {
  const boss = createBoss(db)
  boss.on('error', (error) => console.error('job queue:', error))
  await boss.start()
  await boss.createQueue(QUEUES.releaseExpiredHolds)
  await boss.schedule(QUEUES.releaseExpiredHolds, '* * * * *')
  await boss.work(QUEUES.releaseExpiredHolds, async () => {
    const released = await releaseExpiredHolds(db)
    if (released > 0) console.log(`released ${released} expired hold(s)`)
  })
  await createRunQueues(boss)
  const transport = createMailTransport(config)
  if (transport) {
    await boss.createQueue(QUEUES.deliverMail)
    await boss.schedule(QUEUES.deliverMail, '* * * * *')
    await boss.work(QUEUES.deliverMail, async () => {
      await deliverOutbox(db, transport, config.MAIL_FROM)
    })
  }
  const cards = createCardProvider(config)
  await boss.work<{ workflow_id: string }>(QUEUES.bulkCancel, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runBulkCancellation(db, cards, job.data.workflow_id)
  })
  await resumeBulkCancellations(db, boss)
  await boss.work<{ site_id: number }>(QUEUES.chatbotSync, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runChatbotSync(db, job.data.site_id)
  })
  await resumeChatbotSyncs(db, boss)
  await boss.work<{ job_id: number }>(QUEUES.serviceData, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runServiceDataJob(db, boss, job.data.job_id)
  })
  await resumeServiceDataJobs(db, boss)
  // One job rebuilds every product's documents: one runs, and at most one more waits.
  await boss.createQueue(QUEUES.searchReindex, { name: QUEUES.searchReindex, policy: 'stately' })
  await boss.work(QUEUES.searchReindex, async () => {
    await rebuildSearchDocuments(db, null)
    await analyzeSearchDocuments(db)
  })
  await queueSearchReindexIfEmpty(db, boss)
  await boss.work<{ run_id: number }>(QUEUES.autoTranslation, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runAutoTranslation(db, config, job.data.run_id)
  })
  await resumeAutoTranslations(db, boss)
  // Other channels' calendars are read every half hour; a run still going when the next is due is not doubled.
  await boss.createQueue(QUEUES.icalSync, { name: QUEUES.icalSync, policy: 'stately' })
  await boss.schedule(QUEUES.icalSync, ICAL_SYNC_CRON)
  await boss.work(QUEUES.icalSync, async () => {
    const links = await syncEveryFeed(db, config)
    if (links > 0) console.log(`synced ${links} iCal feed(s)`)
  })
  return boss
}
