import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { createApp } from '../app.js'
import { openDatabase, type DB } from '../db/database.js'
import type { ReadReplica } from '../db/read-replica.js'
import { loadConfig, type Config } from '../env.js'
import { DEMO_PASSWORD } from '../seed/demo-accounts.js'
import { createDatabaseFromTemplate, dropDatabase, urlForDatabase } from './postgres-template.js'

export interface TestContext {
  app: ReturnType<typeof createApp>
  db: DB
  config: Config
  close: () => Promise<void>
}

/** Opens a read replica of the test's PostgreSQL database (named), for the app's searches. */
export type OpenTestReplica = (database: string, primary: DB, config: Config) => Promise<ReadReplica>

/** A real app on its own seeded database: PGlite by default, PostgreSQL when PG_TEST_URL is set. */
export async function createTestContext(
  env: Record<string, string> = {},
  openReplica?: OpenTestReplica,
): Promise<TestContext> {
  const pgUrl = process.env.PG_TEST_URL
  const config = loadConfig({ NODE_ENV: 'test', APP_HOST: 'localhost:8080', ...env })
  if (pgUrl) {
    const name = await createDatabaseFromTemplate(pgUrl, inject('postgresTemplate'))
    const db = await openDatabase({
      kind: 'postgres',
      url: urlForDatabase(pgUrl, name),
      statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
    })
    const readReplica = await openReplica?.(name, db, config)
    const app = createApp({ db, config: { ...config, DATABASE_URL: pgUrl }, readReplica })
    const close = async () => {
      await Promise.all([readReplica?.destroy(), db.destroy()])
      await dropDatabase(pgUrl, name)
    }
    return { app, db, config, close }
  }
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))])
  const db = await openDatabase({ kind: 'pglite-snapshot', snapshot })
  return { app: createApp({ db, config }), db, config, close: () => db.destroy() }
}

/** The seeded partner site's id by its sub-domain (`demo`, `nordic`, `lodge`). */
export async function seededSiteId(ctx: TestContext, subDomain: string): Promise<number> {
  const site = await ctx.db
    .selectFrom('partner_site')
    .select('id')
    .where('sub_domain', '=', subDomain)
    .executeTakeFirstOrThrow()
  return site.id
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface CallOptions {
  token?: string
  body?: unknown
  rawBody?: string
  headers?: Record<string, string>
  /** The client's socket address; without it the request has none, as in Hono's own tests. */
  from?: string
}

/** Calls the app as a client would and hands back the status and the parsed JSON body. */
export async function call<T = Record<string, unknown>>(
  ctx: TestContext,
  method: Method,
  path: string,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  let body: string | undefined
  if (options.rawBody !== undefined) body = options.rawBody
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['Content-Type'] ??= 'application/json'
  }
  const socket = options.from ? { incoming: { socket: { remoteAddress: options.from } } } : undefined
  const init = { method, headers, ...(body !== undefined ? { body } : {}) }
  const response = await ctx.app.request(path, init, socket)
  const text = await response.text()
  // Any answer may be the error shape instead of T, so its message is always readable.
  const parsed = (text ? JSON.parse(text) : null) as T & { message?: string }
  return { status: response.status, body: parsed, headers: response.headers }
}

export async function loginAs(ctx: TestContext, email: string, password = DEMO_PASSWORD) {
  const response = await call<{ access_token: string; refresh_token: string }>(
    ctx,
    'POST',
    '/nauth/npanel/login',
    {
      body: { email, password },
    },
  )
  if (response.status !== 200) throw new Error(`login as ${email} failed: ${JSON.stringify(response.body)}`)
  return response.body
}
