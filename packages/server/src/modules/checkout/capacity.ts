import { SlotStatus } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { packageDateOpen } from '../packages/package-booking-rules.js'

/**
 * Every change of capacity is one conditional UPDATE: concurrent holds on the same departure queue on
 * its row lock, and the second re-checks what is left after the first commits, so nothing is oversold.
 */
export async function holdTourSeats(trx: DB, slotId: number, guests: number) {
  const held = await trx
    .updateTable('tour_slot')
    .set({ held: sql`held + ${guests}` })
    .where('id', '=', slotId)
    .where('status', '=', SlotStatus.Active)
    .where(sql<boolean>`allotment - booked - held >= ${guests}`)
    .executeTakeFirst()
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
