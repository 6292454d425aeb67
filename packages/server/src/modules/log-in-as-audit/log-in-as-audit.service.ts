import { sql } from 'kysely'
import type { LogInAsAuditFilter, LogInAsAuditRow } from '@jaunt/domain'
import type { DB } from '../../db/database.js'

const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
const startedDay = sql<string>`(a.created_at at time zone 'UTC')::date`

function auditRows(db: DB, filter: LogInAsAuditFilter) {
  let query = db
    .selectFrom('impersonation_audit as a')
    .innerJoin('app_user as admin', 'admin.id', 'a.admin_user_id')
    .innerJoin('app_user as target', 'target.id', 'a.target_user_id')
  const words = filter.q?.trim()
  if (words) {
    const pattern = likePattern(words)
    query = query.where((eb) =>
      eb.or([
        eb('admin.name', 'ilike', pattern),
        eb('admin.email', 'ilike', pattern),
        eb('target.name', 'ilike', pattern),
        eb('target.email', 'ilike', pattern),
      ]),
    )
  }
  if (filter.admin_id !== undefined) query = query.where('a.admin_user_id', '=', filter.admin_id)
  if (filter.target_user_id !== undefined) query = query.where('a.target_user_id', '=', filter.target_user_id)
  if (filter.started_from) query = query.where(startedDay, '>=', filter.started_from)
  if (filter.started_to) query = query.where(startedDay, '<=', filter.started_to)
  return query
}

/** One page of the log-in-as audit by start; deleted users stay in it, as the trail must. */
export async function listLogInAsAudit(
  db: DB,
  query: { filter: LogInAsAuditFilter; range: [number, number]; order: 'ASC' | 'DESC' },
) {
  const rows = auditRows(db, query.filter)
  const direction = query.order === 'ASC' ? 'asc' : 'desc'
  const [count, data] = await Promise.all([
    rows.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    rows
      .select([
        'a.id',
        'a.created_at',
        'a.ended_at',
        'a.ip',
        'admin.id as admin_id',
        'admin.name as admin_name',
        'admin.email as admin_email',
        'target.id as target_id',
        'target.name as target_name',
        'target.email as target_email',
        'target.role_ids as target_roles',
      ])
      .orderBy('a.created_at', direction)
      .orderBy('a.id', direction)
      .offset(query.range[0])
      .limit(query.range[1] - query.range[0] + 1)
      .execute(),
  ])
  const page: LogInAsAuditRow[] = data.map((row) => ({
    id: row.id,
    started_at: new Date(row.created_at).toISOString(),
    ended_at: row.ended_at ? new Date(row.ended_at).toISOString() : null,
    admin: { id: row.admin_id, name: row.admin_name, email: row.admin_email },
    target: {
      id: row.target_id,
      name: row.target_name,
      email: row.target_email,
      roles: row.target_roles as LogInAsAuditRow['target']['roles'],
    },
    ip: row.ip,
  }))
  return { data: page, total: Number(count.total) }
}
