import type PgBoss from 'pg-boss'
import type { DB } from '../db/database.js'
import { underStartupLock } from '../db/startup-lock.js'
import type { Config } from '../env.js'
import type { JobQueue } from '../lib/job-queue.js'
import { timed } from '../lib/start-up-times.js'
import { startJobs } from './index.js'

/** The job queue of a server that answers requests before pg-boss has started. */
export interface StartingJobs {
  /** What the routes send to: a job sent before pg-boss has started waits for it. */
  queue: JobQueue
  /** Starts pg-boss (once); `main` calls it when the server listens. */
  start(): Promise<PgBoss>
  /** Stops pg-boss once it has started; nothing when it was never started or failed to. */
  stop(options: PgBoss.StopOptions): Promise<void>
}

/**
 * pg-boss (its schema check, the queues, the workers, the resumed runs) starts once the server listens:
 * no request needs it to answer, and on PGlite its statements held the one connection before the first
 * request could. Routes that queue work wait for it. It starts under the start-up lock, taken again
 * after migrating and seeding, as two processes creating the queues at once deadlocked.
 */
export function jobsStartedLater(db: DB, config: Config): StartingJobs {
  let begin!: () => void
  const begun = new Promise<void>((resolve) => (begin = resolve))
  let started: Promise<PgBoss> | null = null
  const start = () => {
    started ??= timed('start the job queue', () => underStartupLock(db, () => startJobs(db, config)))
    begin()
    return started
  }
  return {
    queue: {
      send: async (name, data, options) => {
        await begun
        return (await start()).send(name, data, options ?? {})
      },
    },
    start,
    stop: async (options) => {
      const boss = await started?.catch(() => null)
      await boss?.stop(options)
    },
  }
}
