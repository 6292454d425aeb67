import { randomBytes } from 'node:crypto'
import { ReservationStatus, type IcalExport } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'
import { notFound } from '../../lib/errors.js'
import { serviceNameIn } from '../catalogue/service-words.js'
import { translate } from '../catalogue/translate.js'
import { schemeOf } from '../partner-sites/site-mapping.js'
import { externalSyncDb } from './external-sync.tables.js'
import { addDays } from './ical-read.js'
import { writeCalendar, type ExportEvent } from './ical-write.js'
import { assertOwnRoomType } from './ical-link.service.js'

export const CALENDAR_NOT_FOUND = 'Calendar not found'
/** Bookings that take rooms: held at checkout or confirmed (as the hotel calendar counts them). */
const TAKING_ROOMS = [ReservationStatus.Hold, ReservationStatus.Confirm]

const newToken = () => randomBytes(32).toString('base64url')

const exportOf = (config: Config, roomTypeId: number, token: string): IcalExport => ({
  room_type_id: roomTypeId,
  url: `${schemeOf(config.APP_HOST)}://${config.APP_HOST}/core/public/ical/rooms/${token}/calendar.ics`,
})

/** The room type's export address; the first look makes its secret. */
export async function getExport(db: DB, config: Config, supplierId: number, roomTypeId: number) {
  await assertOwnRoomType(db, supplierId, roomTypeId)
  const tables = externalSyncDb(db)
  await tables
    .insertInto('ical_export')
    .values({ room_type_id: roomTypeId, token: newToken() })
    .onConflict((conflict) => conflict.column('room_type_id').doNothing())
    .execute()
  const row = await tables
    .selectFrom('ical_export')
    .select('token')
    .where('room_type_id', '=', roomTypeId)
    .executeTakeFirstOrThrow()
  return exportOf(config, roomTypeId, row.token)
}

/** A new secret: the old address stops answering at once. */
export async function rotateExport(db: DB, config: Config, supplierId: number, roomTypeId: number) {
  await assertOwnRoomType(db, supplierId, roomTypeId)
  const token = newToken()
  await externalSyncDb(db)
    .insertInto('ical_export')
    .values({ room_type_id: roomTypeId, token })
    .onConflict((conflict) => conflict.column('room_type_id').doUpdateSet({ token, created_at: new Date() }))
    .execute()
  return exportOf(config, roomTypeId, token)
}

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`

/**
 * The feed other channels read: one event per booking of the room type that is not over, and one per
 * run of nights with no room left that no booking explains. Nights the import closed are left out,
 * so a channel is never sent its own bookings back.
 */
export async function roomCalendar(db: DB, token: string, today = new Date().toISOString().slice(0, 10)) {
  const room = await externalSyncDb(db)
    .selectFrom('ical_export as e')
    .innerJoin('room_type as rt', 'rt.id', 'e.room_type_id')
    .innerJoin('service as s', 's.id', 'rt.service_id')
    .select(['rt.id', 'rt.title', serviceNameIn('en').as('hotel_name')])
    .where('e.token', '=', token)
    .executeTakeFirst()
  if (!room) throw notFound(CALENDAR_NOT_FOUND)
  const [bookings, full] = await Promise.all([
    db
      .selectFrom('reservation as r')
      .innerJoin('reservation_room as rr', 'rr.reservation_id', 'r.id')
      .select([
        'r.reservation_ref',
        day('r.start_date').as('start'),
        sql<string>`to_char(r.end_date::date, 'YYYY-MM-DD')`.as('end'),
      ])
      .where('rr.room_type_id', '=', room.id)
      .where('r.status', 'in', TAKING_ROOMS)
      .where('r.end_date', 'is not', null)
      .where(sql<boolean>`r.end_date::date > ${today}::date`)
      .groupBy(['r.id', 'r.reservation_ref', 'r.start_date', 'r.end_date'])
      .orderBy('r.start_date')
      .orderBy('r.id')
      .execute(),
    externalSyncDb(db)
      .selectFrom('room_inventory as ri')
      .leftJoin('ical_closure as c', (join) =>
        join.onRef('c.room_type_id', '=', 'ri.room_type_id').onRef('c.date', '=', 'ri.date'),
      )
      .select(day('ri.date').as('date'))
      .where('ri.room_type_id', '=', room.id)
      .where('ri.date', '>=', today)
      .where(sql<boolean>`ri.allotment <= ri.booked + ri.held`)
      .where('c.date', 'is', null)
      .orderBy('ri.date')
      .execute(),
  ])
  const events: ExportEvent[] = bookings.map((booking) => ({
    uid: `booking-${booking.reservation_ref}@jaunt`,
    start: booking.start,
    end: booking.end,
    summary: 'Reserved',
  }))
  const booked = new Set(events.flatMap((event) => nightsBetween(event.start, event.end)))
  const closed = full.map((row) => row.date).filter((date) => !booked.has(date))
  for (const run of runsOf(closed))
    events.push({ uid: `closed-${room.id}-${run.start}@jaunt`, ...run, summary: 'Not available' })
  return writeCalendar(`${room.hotel_name} – ${translate(room.title, 'en')}`, events)
}

function nightsBetween(start: string, end: string) {
  const nights: string[] = []
  for (let night = start; night < end; night = addDays(night, 1)) nights.push(night)
  return nights
}

/** Consecutive nights as spans, `end` the morning after the last. */
function runsOf(nights: string[]) {
  const runs: { start: string; end: string }[] = []
  for (const night of nights) {
    const last = runs.at(-1)
    if (last && last.end === night) last.end = addDays(night, 1)
    else runs.push({ start: night, end: addDays(night, 1) })
  }
  return runs
}
