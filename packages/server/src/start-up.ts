import type { DB } from './db/database.js'
import { migrateToLatest } from './db/migrate.js'
import { underStartupLock } from './db/startup-lock.js'
import type { Config } from './env.js'
import { jobsStartedLater, type StartingJobs } from './jobs/background.js'
import { mark } from './lib/start-up-times.js'
import { demoSeedNeeded } from './seed/demo-needed.js'

/** The seed and its data files are loaded only when there is something to seed. */
async function seedDemoNow(db: DB, config: Config) {
  const { seedDemo } = await import('./seed/seed.js')
  return seedDemo(db, { bookings: config })
}

/**
 * What an API process does before it listens: migrate and seed the demo when asked, under the start-up
 * lock (two processes seeding at once both found no users). The job queue is started once the server
 * listens (`jobsStartedLater`): requests are answered meanwhile, and a job sent before it has started waits.
 */
export async function startUp(db: DB, config: Config): Promise<{ seeded: boolean; jobs: StartingJobs }> {
  const seeded = await underStartupLock(db, async () => {
    mark('wait for the start-up lock')
    await migrateToLatest(db)
    mark('migrate (up to date?)')
    const seeded = config.SEED_DEMO && (await demoSeedNeeded(db)) ? await seedDemoNow(db, config) : false
    mark('seed (demo there?)')
    return seeded
  })
  return { seeded, jobs: jobsStartedLater(db, config) }
}
