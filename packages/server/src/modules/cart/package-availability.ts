import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { packageDateOpen } from '../packages/package-booking-rules.js'

/** For each package in a cart: does its start date still have a place for every guest? */
export async function packageItemsStillOpen(db: DB, cartId: number) {
  const rows = await db
    .selectFrom('reserved_package as rp')
    .innerJoin('package_slot as ps', 'ps.id', 'rp.package_slot_id')
    .innerJoin('service as s', 's.id', 'rp.package_id')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .select([
      'rp.id',
      sql<boolean>`(ps.allotment - ps.booked - ps.held >= rp.adults + rp.children
        and ${packageDateOpen})`.as('open'),
    ])
    .where('rp.cart_id', '=', cartId)
    .execute()
  return new Map(rows.map((row) => [row.id, row.open]))
}
