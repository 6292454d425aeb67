import { ServiceType } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { slotIsOpen } from '../tours/slots.js'

/**
 * Whether a service can still be booked on some day ahead: a stay has a room left on a night from
 * today, anything else an open departure. A package of a service sold out on every date could never
 * be sold, so the partner is told when choosing it rather than when no guest can book.
 */
export async function bookableAhead(db: DB, serviceId: number, serviceType: number): Promise<boolean> {
  if (serviceType === ServiceType.Hotels) {
    const night = await db
      .selectFrom('room_inventory as ri')
      .innerJoin('room_type as rt', 'rt.id', 'ri.room_type_id')
      .select('ri.date')
      .where('rt.service_id', '=', serviceId)
      .where('ri.date', '>=', sql<string>`current_date`)
      .where(sql<boolean>`ri.allotment - ri.booked - ri.held > 0`)
      .limit(1)
      .executeTakeFirst()
    return night !== undefined
  }
  const departure = await db
    .selectFrom('tour_slot as ts')
    .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
    .innerJoin('service as s', 's.id', 'o.service_id')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .select('ts.id')
    .where('o.service_id', '=', serviceId)
    .where('ts.date', '>=', sql<string>`current_date - 1`)
    .where(slotIsOpen)
    .limit(1)
    .executeTakeFirst()
  return departure !== undefined
}
