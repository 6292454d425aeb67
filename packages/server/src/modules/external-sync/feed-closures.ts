import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { externalSyncDb } from './external-sync.tables.js'

const dates = (list: string[]) => sql.join(list.map((date) => sql`${date}::date`))

/**
 * Makes the nights a feed closes (from `today` on) the room type's feed closures, in the caller's
 * transaction. A closed night keeps its bookings and holds and sells no more rooms: its allotment
 * becomes booked + held. A night the feed lets go gets its allotment back, unless the supplier
 * changed it since; then theirs stands. The supplier's own closures are never feed closures.
 */
export async function applyFeedNights(trx: DB, roomTypeId: number, nights: string[], today: string) {
  const tables = externalSyncDb(trx)
  await tables
    .deleteFrom('ical_closure')
    .where('room_type_id', '=', roomTypeId)
    .where('date', '<', today)
    .execute()
  const existing = await tables
    .selectFrom('ical_closure')
    .select(sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'))
    .where('room_type_id', '=', roomTypeId)
    .forUpdate()
    .execute()
  const wanted = new Set(nights)
  const closed = new Set(existing.map((row) => row.date))
  const gone = [...closed].filter((date) => !wanted.has(date))
  const kept = [...closed].filter((date) => wanted.has(date))
  const fresh = nights.filter((date) => !closed.has(date))
  if (gone.length > 0) await reopen(trx, roomTypeId, gone)
  if (kept.length > 0) await keepClosed(trx, roomTypeId, kept)
  if (fresh.length > 0) await close(trx, roomTypeId, fresh)
  return { closed: fresh.length, reopened: gone.length }
}

/** The nights a feed closed go back to the allotment they had, where the feed's is still in place. */
export async function reopen(trx: DB, roomTypeId: number, nights: string[]) {
  await sql`
    update room_inventory ri set allotment = c.allotment_before
    from ical_closure c
    where c.room_type_id = ri.room_type_id and c.date = ri.date
      and ri.room_type_id = ${roomTypeId} and ri.date in (${dates(nights)})
      and c.allotment_before is not null and ri.allotment = c.allotment_set
  `.execute(trx)
  await sql`
    delete from ical_closure where room_type_id = ${roomTypeId} and date in (${dates(nights)})
  `.execute(trx)
}

/** A booking cancelled on a closed night frees a room: the feed takes it back, unless the supplier changed the night. */
async function keepClosed(trx: DB, roomTypeId: number, nights: string[]) {
  await sql`
    with tightened as (
      update room_inventory ri set allotment = ri.booked + ri.held
      from ical_closure c
      where c.room_type_id = ri.room_type_id and c.date = ri.date
        and ri.room_type_id = ${roomTypeId} and ri.date in (${dates(nights)})
        and ri.allotment = c.allotment_set and ri.allotment <> ri.booked + ri.held
      returning ri.date, ri.allotment
    )
    update ical_closure c set allotment_set = t.allotment
    from tightened t
    where c.room_type_id = ${roomTypeId} and c.date = t.date
  `.execute(trx)
}

async function close(trx: DB, roomTypeId: number, nights: string[]) {
  await sql`
    insert into ical_closure (room_type_id, date, allotment_before, allotment_set)
    select ${roomTypeId}, night, ri.allotment, ri.booked + ri.held
    from unnest(array[${dates(nights)}]) as night
    left join room_inventory ri on ri.room_type_id = ${roomTypeId} and ri.date = night
  `.execute(trx)
  await sql`
    update room_inventory set allotment = booked + held
    where room_type_id = ${roomTypeId} and date in (${dates(nights)})
  `.execute(trx)
}
