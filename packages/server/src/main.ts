import { serve } from '@hono/node-server'
import { createApp } from './app.js'
import { ensureDataDir } from './db/data-dir-check.js'
import { lockDataDir } from './db/data-dir-lock.js'
import { databaseTarget, openDatabase } from './db/database.js'
import { openReadReplica } from './db/read-replica.js'
import { ConfigError, loadConfig, repoRoot, withLocalJwtSecret } from './env.js'
import { frontEndBuilds } from './modules/front-ends/index.js'
import { startUp } from './start-up.js'
import { mark, printStartUpTimes } from './lib/start-up-times.js'
import { callsUnderWay } from './lib/calls-under-way.js'
import { favourMemory } from './lib/favour-memory.js'

async function main() {
  mark('load the bundle and its packages')
  const loaded = loadConfig()
  // The local JWT secret lives in DATA_DIR too, so it is checked even beside PostgreSQL.
  if (!loaded.DATABASE_URL || !loaded.JWT_SECRET_FROM_ENV) ensureDataDir(loaded.DATA_DIR)
  const config = withLocalJwtSecret(loaded)
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR)
  const db = await openDatabase(databaseTarget(config))
  mark('open the database')
  const { seeded, jobs } = await startUp(db, config)
  const readReplica = config.DATABASE_READ_URL
    ? await openReadReplica(db, {
        url: config.DATABASE_READ_URL,
        maxLagMs: config.DATABASE_READ_MAX_LAG_MS,
        statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
      })
    : undefined
  if (readReplica) mark('open the read replica')
  const app = createApp({ db, config, frontEnds: frontEndBuilds(repoRoot()), jobs: jobs.queue, readReplica })
  mark('create the app')
  const calls = callsUnderWay(app.fetch)
  const startJobs = () => {
    if (stopping) return
    void jobs.start().then(
      () => printStartUpTimes('job queue started'),
      (error: unknown) => {
        console.error('The job queue did not start:', error)
        server.close()
        void db.destroy().finally(() => {
          unlock()
          process.exit(1)
        })
      },
    )
  }
  const server = serve(
    { fetch: calls.fetch, port: config.PORT, ...(config.HOST ? { hostname: config.HOST } : {}) },
    () => {
      mark('listen')
      printStartUpTimes('listening')
      // PGlite runs pg-boss's start on the one connection and in this thread: a second's head start lets
      // the first requests in before it (PostgreSQL serves both at once).
      setTimeout(startJobs, config.DATABASE_URL ? 0 : 1000)
      // The embedded database lives in this process: there its memory counts more than a few % of speed.
      if (!config.DATABASE_URL) favourMemory()
      // The demo accounts' data files load after listening: they cost a start more than the rest of it.
      void import('./banner.js').then(({ banner }) => console.log(banner(config, seeded)))
    },
  )
  server.on('error', (error: NodeJS.ErrnoException) => {
    const message =
      error.code === 'EADDRINUSE'
        ? `Port ${config.PORT} is already in use: stop the other server or set PORT.`
        : error.message
    console.error(message)
    void jobs.stop({ graceful: false }).finally(() =>
      db.destroy().finally(() => {
        unlock()
        process.exit(1)
      }),
    )
  })

  let stopping = false
  const shutdown = () => {
    // A second Ctrl-C (or the start script forwarding it) must not cut PGlite off mid-close.
    if (stopping) return
    stopping = true
    server.close()
    // Calls under way finish on the database (a booking half-way is not cut off): it closes once they
    // have ended and the jobs have stopped, or after 5 s. Closing Kysely closes PGlite, which flushes.
    const answered = Promise.race([
      calls.settled(),
      new Promise<void>((resolve) => setTimeout(resolve, 5000).unref()),
    ])
    void Promise.all([answered, jobs.stop({ graceful: true, wait: true, timeout: 5000 })])
      .then(() => Promise.all([readReplica?.destroy(), db.destroy()]))
      .finally(() => {
        unlock()
        process.exit(0)
      })
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
