import type { DB } from '../../db/database.js'
import { movePackagePlaces, moveRooms, moveTourSeats } from './capacity.js'
import type { HeldItem } from './cart-items.js'
import { movePackageComponents } from './package-components.js'

/** What a held item takes moves on: to booked at confirmation, or back to free at release. */
export async function moveHeldItem(trx: DB, item: HeldItem, to: 'released' | 'booked') {
  if (item.tourSlot) await moveTourSeats(trx, item.tourSlot.id, item.tourSlot.guests, to)
  if (item.packageSlot) {
    await movePackagePlaces(trx, item.packageSlot.id, item.packageSlot.guests, to)
    await movePackageComponents(trx, item.id, to)
  }
  for (const stay of item.rooms) await moveRooms(trx, stay, to)
}
