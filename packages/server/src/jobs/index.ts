import type PgBoss from 'pg-boss'
import type { DB } from '../db/database.js'
import { releaseExpiredHolds } from '../modules/checkout/release.service.js'
import { createBoss } from './boss.js'

export const QUEUES = { releaseExpiredHolds: 'release-expired-holds' } as const

/** Background work of a running server: every minute, holds past their time give capacity back. */
export async function startJobs(db: DB): Promise<PgBoss> {
  const boss = createBoss(db)
  boss.on('error', (error) => console.error('job queue:', error))
  await boss.start()
  await boss.createQueue(QUEUES.releaseExpiredHolds)
  await boss.schedule(QUEUES.releaseExpiredHolds, '* * * * *')
  await boss.work(QUEUES.releaseExpiredHolds, async () => {
    const released = await releaseExpiredHolds(db)
    if (released > 0) console.log(`released ${released} expired hold(s)`)
  })
  return boss
}
