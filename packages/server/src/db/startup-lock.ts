import { postgresPoolOf, type DB } from './database.js'

/** Any fixed number: the key of the session-level advisory lock every API process takes to start. */
export const STARTUP_LOCK_KEY = 4_771_026

/**
 * Migrating and seeding happen one API process at a time: on PostgreSQL the work runs under a
 * session-level advisory lock, so a second process waits, then finds the database migrated and seeded
 * (Kysely's own migration lock covers only the migrations, not the seed's "is it empty?" check).
 * PGlite belongs to one process (its data dir is locked), so nothing is taken there.
 */
export async function underStartupLock<T>(db: DB, work: () => Promise<T>): Promise<T> {
  const pool = postgresPoolOf(db)
  if (!pool) return work()
  const holder = await pool.connect()
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    try {
      return await work()
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
    }
  } finally {
    holder.release()
  }
}
