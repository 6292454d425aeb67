import { SlotStatus } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { packageDateOpen } from '../packages/package-booking-rules.js'
import { slotIsOpen } from '../tours/slots.js'

/**
 * Every change of capacity is one conditional UPDATE: concurrent holds on the same departure queue on
 * its row lock, and the second re-checks what is left after the first commits, so nothing is oversold.
 * `whileBookable` also asks, in the same UPDATE, that a guest could still book the departure (in
 * season, before its cut-off); a package's component keeps the package's own rules instead.
 */
export async function holdTourSeats(trx: DB, slotId: number, guests: number, { whileBookable = false } = {}) {
  let update = trx
    .updateTable('tour_slot as ts')
    .set({ held: sql`ts.held + ${guests}` })
    .where('ts.id', '=', slotId)
    .where('ts.status', '=', SlotStatus.Active)
    .where(sql<boolean>`ts.allotment - ts.booked - ts.held >= ${guests}`)
  if (whileBookable)
    update = update.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('tour_option as o')
          .innerJoin('service as s', 's.id', 'o.service_id')
          .leftJoin('location as l', 'l.id', 's.location_id')
          .select(sql`1`.as('one'))
          .whereRef('o.id', '=', 'ts.option_id')
          .where(slotIsOpen),
      ),
    )
  const held = await update.executeTakeFirst()
  return Number(held.numUpdatedRows) === 1
}

export async function moveTourSeats(trx: DB, slotId: number, guests: number, to: 'released' | 'booked') {
  await trx
    .updateTable('tour_slot')
    .set(
      to === 'booked'
        ? { held: sql`greatest(held - ${guests}, 0)`, booked: sql`booked + ${guests}` }
        : { held: sql`greatest(held - ${guests}, 0)` },
    )
    .where('id', '=', slotId)
    .execute()
}

export interface RoomNights {
  roomTypeId: number
  rooms: number
  checkIn: string
  checkOut: string
  nights: number
}

export async function holdRooms(trx: DB, stay: RoomNights) {
  const held = await trx
    .updateTable('room_inventory')
    .set({ held: sql`held + ${stay.rooms}` })
    .where('room_type_id', '=', stay.roomTypeId)
    .where('date', '>=', stay.checkIn)
    .where('date', '<', stay.checkOut)
    .where(sql<boolean>`allotment - booked - held >= ${stay.rooms}`)
    .executeTakeFirst()
  return Number(held.numUpdatedRows) === stay.nights
}

export async function moveRooms(trx: DB, stay: RoomNights, to: 'released' | 'booked') {
  await trx
    .updateTable('room_inventory')
    .set(
      to === 'booked'
        ? { held: sql`greatest(held - ${stay.rooms}, 0)`, booked: sql`booked + ${stay.rooms}` }
        : { held: sql`greatest(held - ${stay.rooms}, 0)` },
    )
    .where('room_type_id', '=', stay.roomTypeId)
    .where('date', '>=', stay.checkIn)
    .where('date', '<', stay.checkOut)
    .execute()
}

export async function holdPackagePlaces(trx: DB, slotId: number, guests: number) {
  const held = await trx
    .updateTable('package_slot')
    .set({ held: sql`held + ${guests}` })
    .where('id', '=', slotId)
    .where(sql<boolean>`allotment - booked - held >= ${guests}`)
    // The package's booking rules (notice, last booking day) hold at checkout as in the calendar.
    .where(
      sql<boolean>`exists (
        select 1 from package_slot ps
        join service s on s.id = ps.package_id
        left join location l on l.id = s.location_id
        where ps.id = ${slotId} and ${packageDateOpen}
      )`,
    )
    .executeTakeFirst()
  return Number(held.numUpdatedRows) === 1
}

export async function movePackagePlaces(trx: DB, slotId: number, guests: number, to: 'released' | 'booked') {
  await trx
    .updateTable('package_slot')
    .set(
      to === 'booked'
        ? { held: sql`greatest(held - ${guests}, 0)`, booked: sql`booked + ${guests}` }
        : { held: sql`greatest(held - ${guests}, 0)` },
    )
    .where('id', '=', slotId)
    .execute()
}
