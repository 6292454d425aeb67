import { EXTERNAL_SYNC_MESSAGES, type IcalLink, type IcalLinkInput } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { ownRoomTypes, ROOM_TYPE_NOT_FOUND } from '../supplier-hotels/hotel-rooms.service.js'
import { externalSyncDb } from './external-sync.tables.js'
import { reopen } from './feed-closures.js'
import { syncFeed } from './feed-sync.service.js'

/** The supplier's room type; another supplier's is as unknown as a missing one. */
export async function assertOwnRoomType(db: DB, supplierId: number, roomTypeId: number) {
  const room = await ownRoomTypes(db, supplierId)
    .select('rt.id')
    .where('rt.id', '=', roomTypeId)
    .executeTakeFirst()
  if (!room) throw notFound(ROOM_TYPE_NOT_FOUND)
}

export const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString()

/** A room type's import as it stands, with the nights its feed keeps closed from today on. */
export async function linkOf(db: DB, roomTypeId: number): Promise<IcalLink> {
  const tables = externalSyncDb(db)
  const [link, closures] = await Promise.all([
    tables.selectFrom('ical_link').selectAll().where('room_type_id', '=', roomTypeId).executeTakeFirst(),
    tables
      .selectFrom('ical_closure')
      .select(sql<number>`count(*)::int`.as('nights'))
      .where('room_type_id', '=', roomTypeId)
      .where(sql<boolean>`date >= current_date`)
      .executeTakeFirstOrThrow(),
  ])
  return {
    room_type_id: roomTypeId,
    url: link?.url ?? null,
    status: (link?.status ?? 'pending') as IcalLink['status'],
    last_synced_at: isoOrNull(link?.last_synced_at ?? null),
    error_code: (link?.error_code ?? null) as IcalLink['error_code'],
    error: link?.error ?? null,
    closed_nights: closures.nights,
  }
}

export async function getLink(db: DB, supplierId: number, roomTypeId: number) {
  await assertOwnRoomType(db, supplierId, roomTypeId)
  return linkOf(db, roomTypeId)
}

/** A new address starts over as pending; the nights closed so far stay until the next sync. */
export async function saveLink(db: DB, supplierId: number, roomTypeId: number, input: IcalLinkInput) {
  await assertOwnRoomType(db, supplierId, roomTypeId)
  const url = input.url.trim()
  await externalSyncDb(db)
    .insertInto('ical_link')
    .values({ room_type_id: roomTypeId, url })
    .onConflict((conflict) =>
      conflict.column('room_type_id').doUpdateSet({
        url,
        status: sql<string>`case when ical_link.url = excluded.url then ical_link.status else 'pending' end`,
      }),
    )
    .execute()
  return linkOf(db, roomTypeId)
}

/** Without its feed the room type reopens the nights the feed closed. */
export async function deleteLink(db: DB, supplierId: number, roomTypeId: number) {
  await assertOwnRoomType(db, supplierId, roomTypeId)
  await db.transaction().execute(async (trx) => {
    const tables = externalSyncDb(trx)
    await tables.deleteFrom('ical_link').where('room_type_id', '=', roomTypeId).execute()
    const closed = await tables
      .selectFrom('ical_closure')
      .select(sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'))
      .where('room_type_id', '=', roomTypeId)
      .forUpdate()
      .execute()
    if (closed.length > 0)
      await reopen(
        trx,
        roomTypeId,
        closed.map((row) => row.date),
      )
  })
  return linkOf(db, roomTypeId)
}

/** Sync now: the answer says how it went (a failed sync is recorded, not an error of this call). */
export async function syncNow(db: DB, config: Config, roomTypeId: number) {
  if (!(await syncFeed(db, config, roomTypeId)))
    throw new ApiError(409, EXTERNAL_SYNC_MESSAGES.noCalendarLink)
  return linkOf(db, roomTypeId)
}
