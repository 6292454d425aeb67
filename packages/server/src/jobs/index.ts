import type PgBoss from 'pg-boss'
import type { DB } from '../db/database.js'
import type { Config } from '../env.js'
import { releaseExpiredHolds } from '../modules/checkout/release.service.js'
import { createMailTransport, deliverOutbox } from '../modules/mail/deliver.js'
import { createBoss } from './boss.js'

export const QUEUES = { releaseExpiredHolds: 'release-expired-holds', deliverMail: 'deliver-mail' } as const

/**
 * Background work of a running server, every minute: holds past their time give capacity back, and
 * the mail outbox goes out when SMTP is configured.
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
  const transport = createMailTransport(config)
  if (transport) {
    await boss.createQueue(QUEUES.deliverMail)
    await boss.schedule(QUEUES.deliverMail, '* * * * *')
    await boss.work(QUEUES.deliverMail, async () => {
      await deliverOutbox(db, transport, config.MAIL_FROM)
    })
  }
  return boss
}
