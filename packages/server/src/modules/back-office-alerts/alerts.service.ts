import { sql } from 'kysely'
import {
  DEFAULT_LOCALE,
  type ActiveAlert,
  type AlertRecord,
  type AlertValues,
  type Locale,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import { notFound } from '../../lib/errors.js'

export const ALERT_SORT_FIELDS = ['id', 'starts_at', 'ends_at', 'severity', 'updated_at'] as const
type SortField = (typeof ALERT_SORT_FIELDS)[number]

const stateOf = sql<AlertRecord['state']>`case
  when a.ends_at is not null and a.ends_at <= now() then 'ended'
  when a.starts_at is not null and a.starts_at > now() then 'scheduled'
  else 'showing' end`

const alerts = (db: DB) =>
  db
    .selectFrom('back_office_alert as a')
    .select([
      'a.id',
      'a.message',
      'a.severity',
      'a.roles',
      'a.starts_at',
      'a.ends_at',
      'a.created_at',
      'a.updated_at',
      stateOf.as('state'),
    ])

type Row = Awaited<ReturnType<ReturnType<typeof alerts>['executeTakeFirstOrThrow']>>

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null)
const recordOf = (row: Row): AlertRecord => ({
  ...row,
  severity: row.severity as AlertRecord['severity'],
  roles: row.roles as AlertRecord['roles'],
  starts_at: iso(row.starts_at),
  ends_at: iso(row.ends_at),
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
})

export async function listAlerts(
  db: DB,
  query: {
    state?: AlertRecord['state'] | undefined
    range: [number, number]
    sort: [SortField, 'ASC' | 'DESC']
  },
) {
  let rows = alerts(db)
  if (query.state) rows = rows.where(stateOf, '=', query.state)
  const [count, data] = await Promise.all([
    rows
      .clearSelect()
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
    rows
      .orderBy(sql.ref(`a.${query.sort[0]}`), query.sort[1] === 'DESC' ? 'desc' : 'asc')
      .orderBy('a.id', 'desc')
      .offset(query.range[0])
      .limit(query.range[1] - query.range[0] + 1)
      .execute(),
  ])
  return { data: data.map(recordOf), total: Number(count.total) }
}

export async function getAlert(db: DB, id: number) {
  const row = await alerts(db).where('a.id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return recordOf(row)
}

const columns = (input: AlertValues) => ({
  message: JSON.stringify(input.message),
  severity: input.severity,
  roles: input.roles,
  starts_at: input.starts_at ? new Date(input.starts_at) : null,
  ends_at: input.ends_at ? new Date(input.ends_at) : null,
})

export async function createAlert(db: DB, user: AppUser, input: AlertValues) {
  const { id } = await db
    .insertInto('back_office_alert')
    .values({ ...columns(input), created_by: user.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  return getAlert(db, id)
}

export async function updateAlert(db: DB, id: number, input: AlertValues) {
  const updated = await db
    .updateTable('back_office_alert')
    .set({ ...columns(input), updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst()
  if (updated.numUpdatedRows === 0n) throw notFound()
  return getAlert(db, id)
}

export async function deleteAlert(db: DB, id: number) {
  const alert = await getAlert(db, id)
  await db.deleteFrom('back_office_alert').where('id', '=', id).execute()
  return alert
}

/** The alerts showing now to one of the user's roles, newest first, in their language (else English). */
export async function activeAlerts(db: DB, user: AppUser, locale: Locale): Promise<ActiveAlert[]> {
  const rows = await db
    .selectFrom('back_office_alert')
    .select(['id', 'severity', 'message', 'updated_at'])
    .where((eb) =>
      eb.and([
        eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]),
        eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]),
        eb.or([
          sql<boolean>`cardinality(roles) = 0`,
          sql<boolean>`roles && ${sql.val(user.role_ids)}::int[]`,
        ]),
      ]),
    )
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    severity: row.severity as ActiveAlert['severity'],
    message: row.message[locale] ?? row.message[DEFAULT_LOCALE] ?? '',
    updated_at: new Date(row.updated_at).toISOString(),
  }))
}
