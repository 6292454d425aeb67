import type { ExternalSyncFilter, ExternalSyncRow, ExternalSyncSortField, Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { serviceNameIn } from '../catalogue/service-words.js'
import { translate } from '../catalogue/translate.js'
import { ROOM_TYPE_NOT_FOUND } from '../supplier-hotels/hotel-rooms.service.js'
import { externalSyncDb } from './external-sync.tables.js'
import { isoOrNull } from './ical-link.service.js'

export interface ExternalSyncQuery {
  filter: ExternalSyncFilter
  range: [number, number]
  sort: [ExternalSyncSortField, 'ASC' | 'DESC']
}

function filtered(db: DB, filter: ExternalSyncFilter, locale: Locale) {
  let query = externalSyncDb(db)
    .selectFrom('ical_link as l')
    .innerJoin('room_type as rt', 'rt.id', 'l.room_type_id')
    .innerJoin('service as s', 's.id', 'rt.service_id')
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
  if (filter.status) query = query.where('l.status', '=', filter.status)
  const words = filter.q?.trim()
  if (words) {
    const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where((eb) =>
      eb.or([
        eb('u.name', 'ilike', pattern),
        eb('l.url', 'ilike', pattern),
        eb(serviceNameIn(locale), 'ilike', pattern),
      ]),
    )
  }
  return query
}

/** Admins: every room type's import, whoever supplies it, with how its last sync went. */
export async function listExternalSync(db: DB, { filter, range, sort }: ExternalSyncQuery, locale: Locale) {
  const query = filtered(db, filter, locale)
  const order = sort[1] === 'DESC' ? 'desc' : 'asc'
  const column = {
    id: 'l.room_type_id',
    hotel_name: 'hotel_name',
    status: 'l.status',
    last_synced_at: 'l.last_synced_at',
  } as const
  const [rows, count] = await Promise.all([
    query
      .select([
        'l.room_type_id',
        'l.url',
        'l.status',
        'l.error_code',
        'l.error',
        'l.last_synced_at',
        'rt.title',
        's.id as hotel_id',
        serviceNameIn(locale).as('hotel_name'),
        'u.id as supplier_id',
        'u.name as supplier_name',
      ])
      .orderBy(sql`${sql.ref(column[sort[0]])} ${sql.raw(order)} nulls last`)
      .orderBy('l.room_type_id')
      .offset(range[0])
      .limit(range[1] - range[0] + 1)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ])
  const data = rows.map((row): ExternalSyncRow => ({
    id: row.room_type_id,
    room_type_id: row.room_type_id,
    room_type_title: translate(row.title, locale),
    hotel_id: row.hotel_id,
    hotel_name: row.hotel_name,
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    url: row.url,
    status: row.status as ExternalSyncRow['status'],
    last_synced_at: isoOrNull(row.last_synced_at),
    error_code: row.error_code as ExternalSyncRow['error_code'],
    error: row.error,
  }))
  return { data, total: count.total }
}

/** An admin's sync now names the room type; one without an import is not found. */
export async function assertLinked(db: DB, roomTypeId: number) {
  const link = await externalSyncDb(db)
    .selectFrom('ical_link')
    .select('room_type_id')
    .where('room_type_id', '=', roomTypeId)
    .executeTakeFirst()
  if (!link) throw notFound(ROOM_TYPE_NOT_FOUND)
}
