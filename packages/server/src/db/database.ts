import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { Kysely } from 'kysely'
import { PostgresDialect } from 'kysely'
import pg from 'pg'
import { damagedDatabase, ensureDataDir } from './data-dir-check.js'
import type { Database } from './schema.js'
import { PGliteDialect } from './pglite-dialect.js'
import { preparingPool } from './prepared-statements.js'

export type DB = Kysely<Database>

// What must be shared by several processes (rate limits) reaches PostgreSQL through the app's own pool.
const pools = new WeakMap<DB, pg.Pool>()

/** The pool behind a PostgreSQL database; none for PGlite, which one process has to itself. */
export const postgresPoolOf = (db: DB): pg.Pool | undefined => pools.get(db)

const NUMERIC_OID = 1700
const INT8_OID = 20
const DATE_OID = 1082

/** Both drivers hand back numbers for numeric and bigint columns, so money reads the same on either. */
pg.types.setTypeParser(NUMERIC_OID, (value) => Number.parseFloat(value))
pg.types.setTypeParser(INT8_OID, (value) => Number.parseInt(value, 10))
// A calendar date has no time zone: it stays the string `yyyy-MM-dd` rather than a UTC midnight.
pg.types.setTypeParser(DATE_OID, (value) => value)
export const pgliteParsers = {
  [DATE_OID]: (value: string) => value,
  [NUMERIC_OID]: (value: string) => Number.parseFloat(value),
  [INT8_OID]: (value: string) => Number.parseInt(value, 10),
}

/** The contrib extensions every PGlite database loads (migration 0038 creates pg_trgm in it). */
export const pgliteExtensions = { pg_trgm }

/**
 * PGlite's shared buffers live in its WebAssembly memory, which counts in this process's resident memory
 * and never shrinks: PostgreSQL's default of 128 MB filled up on a 10k-product catalogue. The data
 * files' pages stay in the operating system's page cache anyway, outside the process, so 16 MB holds
 * the hot pages without a loss of throughput measured (docs/decisions.md, "PGlite's memory").
 */
export const embeddedStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

export type DatabaseTarget =
  | {
      kind: 'postgres'
      url: string
      statementTimeoutMs?: number
      /** Shown in `pg_stat_activity`, so a server's connections can be told apart (the read replica's). */
      applicationName?: string
      connectTimeoutMs?: number
    }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-snapshot'; snapshot: Blob }

export async function openDatabase(target: DatabaseTarget): Promise<DB> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      ...(target.statementTimeoutMs ? { statement_timeout: target.statementTimeoutMs } : {}),
      ...(target.applicationName ? { application_name: target.applicationName } : {}),
      ...(target.connectTimeoutMs ? { connectionTimeoutMillis: target.connectTimeoutMs } : {}),
    })
    // An idle connection the server drops (a restart, a failover) is replaced on next use, not fatal.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) })
    pools.set(db, pool)
    return db
  }
  if (target.kind === 'pglite-snapshot') {
    const client = await PGlite.create({
      loadDataDir: target.snapshot,
      parsers: pgliteParsers,
      extensions: pgliteExtensions,
    })
    return new Kysely<Database>({ dialect: new PGliteDialect(client) })
  }
  ensureDataDir(target.dataDir)
  const client = await PGlite.create({
    dataDir: target.dataDir,
    startParams: embeddedStartParams,
    parsers: pgliteParsers,
    extensions: pgliteExtensions,
  }).catch((error: unknown) => {
    throw damagedDatabase(target.dataDir, error)
  })
  return new Kysely<Database>({ dialect: new PGliteDialect(client) })
}

export function databaseTarget(config: {
  DATABASE_URL?: string | undefined
  DATA_DIR: string
  STATEMENT_TIMEOUT_MS?: number
}): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, statementTimeoutMs: config.STATEMENT_TIMEOUT_MS }
    : { kind: 'pglite', dataDir: config.DATA_DIR }
}
