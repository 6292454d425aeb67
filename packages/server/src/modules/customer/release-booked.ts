import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { releaseBookedPackageComponents } from '../checkout/package-components.js'
import type { BookedItem } from './booked-items.js'

/**
 * Gives a cancelled booking's capacity back: its seats, room nights or package places can be sold
 * again. Runs in the cancellation's transaction, one conditional UPDATE per row as checkout does.
 */
export async function releaseBookedCapacity(trx: DB, item: BookedItem) {
  if (item.tourSlotId !== null) {
    await trx
      .updateTable('tour_slot')
      .set({ booked: sql`greatest(booked - ${item.guests}, 0)` })
      .where('id', '=', item.tourSlotId)
      .execute()
  }
  if (item.packageSlotId !== null) {
    await trx
      .updateTable('package_slot')
      .set({ booked: sql`greatest(booked - ${item.guests}, 0)` })
      .where('id', '=', item.packageSlotId)
      .execute()
    await releaseBookedPackageComponents(trx, item.id)
  }
  if (item.endDate === null) return
  for (const room of item.rooms) {
    await trx
      .updateTable('room_inventory')
      .set({ booked: sql`greatest(booked - ${room.rooms}, 0)` })
      .where('room_type_id', '=', room.roomTypeId)
      .where('date', '>=', item.startDate)
      .where('date', '<', item.endDate)
      .execute()
  }
}
