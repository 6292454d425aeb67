import type PgBoss from 'pg-boss'
import type { DB } from '../db/database.js'
import { underStartupLock } from '../db/startup-lock.js'
import type { Config } from '../env.js'
import type { JobQueue } from '../lib/job-queue.js'
import { timed } from '../lib/start-up-times.js'
import { startJobs } from './index.js'

/** The job queue of a server that answers requests while pg-boss is still starting. */
export interface StartingJobs {
  /** What the routes send to: a job sent before pg-boss has started waits for it. */
  queue: JobQueue
  /** pg-boss once started; rejects when it could not start. */
  started: Promise<PgBoss>
  /** Stops pg-boss once it has started (or at once, when it failed to). */
  stop(options: PgBoss.StopOptions): Promise<void>
}

/**
 * Starts pg-boss (its schema check, the queues, the workers, the resumed runs) beside the first requests:
 * no request needs it to answer, and routes that queue work wait for it. It still starts under the start-up
 * lock, taken again after migrating and seeding, as two processes creating the queues at once deadlocked.
 */
export function startJobsInBackground(db: DB, config: Config): StartingJobs {
  const started = timed('start the job queue (beside)', () =>
    underStartupLock(db, () => startJobs(db, config)),
  )
  return {
    queue: { send: async (name, data, options) => (await started).send(name, data, options ?? {}) },
    started,
    stop: async (options) => {
      const boss = await started.catch(() => null)
      await boss?.stop(options)
    },
  }
}
