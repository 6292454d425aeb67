import type { SystemStatus } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { OPENAPI_INFO } from '../../lib/openapi-document.js'

const count = (expression: ReturnType<typeof sql>) =>
  sql<number>`(count(*) filter (where ${expression}))::int`

/** pg-boss makes its schema when the job worker starts; a server without one has no queues yet. */
async function jobQueues(db: DB): Promise<SystemStatus['jobs']> {
  const table = await sql<{
    exists: boolean
  }>`select to_regclass('pgboss.job') is not null as exists`.execute(db)
  if (!table.rows[0]?.exists) return []
  const rows = await sql<SystemStatus['jobs'][number]>`
    select name as queue,
      ${count(sql`state in ('created', 'retry')`)} as waiting,
      ${count(sql`state = 'active'`)} as active,
      ${count(sql`state = 'failed'`)} as failed,
      ${count(sql`state = 'completed'`)} as completed
    from pgboss.job
    where name not like '\\_\\_%'
    group by name
    order by name
  `.execute(db)
  return rows.rows
}

async function mailOutbox(db: DB): Promise<SystemStatus['mail']> {
  const row = await db
    .selectFrom('mail_outbox')
    .select([
      count(sql`sent_at is null`).as('waiting'),
      count(sql`sent_at is null and error is not null`).as('failing'),
      count(sql`sent_at > now() - interval '24 hours'`).as('sent_last_24_hours'),
      sql<Date | null>`min(created_at) filter (where sent_at is null)`.as('oldest_waiting_at'),
    ])
    .executeTakeFirstOrThrow()
  return {
    ...row,
    oldest_waiting_at: row.oldest_waiting_at ? new Date(row.oldest_waiting_at).toISOString() : null,
  }
}

async function database(db: DB, kind: SystemStatus['database']['kind']): Promise<SystemStatus['database']> {
  const size = await sql<{ size: string }>`select pg_database_size(current_database())::text as size`.execute(
    db,
  )
  const latest = await sql<{
    name: string
  }>`select name from kysely_migration order by name desc limit 1`.execute(db)
  return { kind, size_bytes: Number(size.rows[0]?.size ?? 0), latest_migration: latest.rows[0]?.name ?? null }
}

export async function systemStatus(db: DB, kind: SystemStatus['database']['kind']): Promise<SystemStatus> {
  return {
    version: OPENAPI_INFO.info.version,
    node_version: process.version,
    uptime_seconds: Math.floor(process.uptime()),
    database: await database(db, kind),
    jobs: await jobQueues(db),
    mail: await mailOutbox(db),
  }
}
