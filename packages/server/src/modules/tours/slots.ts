import { SlotStatus } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

/** A departure's day falls in one of the product's seasons, or the product has none (sold all year). */
export const slotInSeason = sql<boolean>`(
  not exists (select 1 from service_season ss where ss.service_id = s.id)
  or exists (
    select 1 from service_season ss
    where ss.service_id = s.id and ts.date between ss.from_date and ss.to_date
  )
)`

/**
 * A departure can be booked while it is active, in season, has places left, and its cut-off has not
 * passed in the local time of the product's place.
 */
export const slotIsOpen = sql<boolean>`(
  ts.status = ${SlotStatus.Active}
  and ${slotInSeason}
  and ts.allotment - ts.booked - ts.held > 0
  and ((ts.date + ts.start_time) at time zone coalesce(l.time_zone, 'UTC')) > now() + make_interval(mins => ts.cut_off_minutes)
)`

/** The departures of a product, with what is left, whether they are in season and can still be booked. */
export function tourSlots(db: DB, serviceId: number) {
  return db
    .selectFrom('tour_slot as ts')
    .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
    .innerJoin('service as s', 's.id', 'o.service_id')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .where('o.service_id', '=', serviceId)
    .select([
      'ts.id as slot_id',
      'ts.option_id',
      'ts.date',
      sql<string>`to_char(ts.start_time, 'HH24:MI')`.as('start_time'),
      sql<number>`(ts.allotment - ts.booked - ts.held)`.as('remaining'),
      'ts.status',
      slotIsOpen.as('bookable'),
      slotInSeason.as('in_season'),
    ])
}
