import type PgBoss from 'pg-boss'
import type { DB } from './db/database.js'
import { migrateToLatest } from './db/migrate.js'
import { underStartupLock } from './db/startup-lock.js'
import type { Config } from './env.js'
import { startJobs } from './jobs/index.js'
import { seedDemo } from './seed/seed.js'

/**
 * What an API process does before it listens: migrate, seed the demo when asked, start the job queue.
 * All of it runs under the start-up lock: two processes creating pg-boss's queues at once deadlocked
 * on its queue table (CI, two-process e2e), as two seeding at once both found no users.
 */
export function startUp(db: DB, config: Config): Promise<{ seeded: boolean; jobs: PgBoss }> {
  return underStartupLock(db, async () => {
    await migrateToLatest(db)
    const seeded = config.SEED_DEMO ? await seedDemo(db, { bookings: config }) : false
    return { seeded, jobs: await startJobs(db, config) }
  })
}
