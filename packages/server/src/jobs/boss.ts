import { CompiledQuery } from 'kysely'
import PgBoss from 'pg-boss'
import type { DB } from '../db/database.js'

/**
 * pg-boss keeps its queues in the same database through Kysely, so on PGlite its statements take
 * the same connection lock as ours. Work that must be transactional with a booking sends its job
 * through that transaction's executor instead (see sendInTransaction).
 */
export function createBoss(db: DB) {
  return new PgBoss({
    db: {
      executeSql: async (text: string, values: unknown[] = []) => {
        const result = await db.executeQuery(CompiledQuery.raw(text, values))
        return { rows: result.rows as unknown[] }
      },
    },
    schema: 'pgboss',
    // Expired holds are swept every minute; a quicker cron monitor keeps that minute honest.
    cronMonitorIntervalSeconds: 30,
  })
}
