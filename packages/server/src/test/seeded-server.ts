import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { Kysely } from 'kysely'
import { createApp } from '../app.js'
import { startJobs } from '../jobs/index.js'
import { pgliteExtensions, pgliteParsers } from '../db/database.js'
import { migrateToLatest } from '../db/migrate.js'
import { PGliteDialect } from '../db/pglite-dialect.js'
import type { Database } from '../db/schema.js'
import { loadConfig } from '../env.js'
import { seedDemo } from '../seed/seed.js'

export interface SeededServer {
  origin: string
  close(): Promise<void>
}

/**
 * The real API on a freshly seeded in-memory database, listening on a free local port: for the
 * front ends' tests, which then talk to it over HTTP as the browser would. Any origin may call it,
 * since those tests run on a page of another origin.
 */
export async function startSeededServer(
  options: { stripeApiUrl?: string; llmUrl?: string } = {},
): Promise<SeededServer> {
  // In memory and not from a snapshot: a PGlite loaded from one keeps the process alive after closing.
  const client = await PGlite.create({ parsers: pgliteParsers, extensions: pgliteExtensions })
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) })
  await migrateToLatest(db)
  await seedDemo(db)
  // Uploads go to a folder of this server's own, never the developer's data dir.
  const dataDir = mkdtempSync(join(tmpdir(), 'jaunt-seeded-'))
  // With a stand-in of Stripe's API, the terminal settings (and card payments) reach it, never Stripe.
  const stripe = options.stripeApiUrl
    ? {
        STRIPE_SECRET_KEY: 'sk_test_jaunt',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_jaunt',
        STRIPE_API_URL: options.stripeApiUrl,
        STRIPE_CONNECT_CLIENT_ID: 'ca_test_jaunt',
      }
    : {}
  // With a stand-in language model, the chatbot and the auto-translation tool talk to it.
  const llm = options.llmUrl ? { CHATBOT_LLM_URL: options.llmUrl } : {}
  // iCal imports may read the tests' calendar stand-ins on 127.0.0.1.
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_HOST: 'localhost:8080',
    DATA_DIR: dataDir,
    ...stripe,
    ...llm,
    ICAL_ALLOW_PRIVATE_HOSTS: 'true',
  })
  // The job queue runs as in a real server, so work started on a screen (a bulk cancellation) finishes.
  const jobs = await startJobs(db, config)
  const app = createApp({ db, config, jobs })
  const crossOrigin = new Hono()
  crossOrigin.use('*', cors({ origin: '*', exposeHeaders: ['Content-Range'] }))
  crossOrigin.route('/', app)
  const server = serve({ fetch: crossOrigin.fetch, port: 0, hostname: '127.0.0.1' })
  if (!server.listening) await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve))
      // Keep-alive connections of the test DOM's fetch would hold the close open.
      if ('closeAllConnections' in server) server.closeAllConnections()
      await closed
      await jobs.stop({ graceful: false, wait: true })
      await db.destroy()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
