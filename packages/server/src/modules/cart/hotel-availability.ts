import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

/** For each hotel item of a cart: are its rooms still free on every night of the stay? */
export async function hotelItemsStillOpen(db: DB, cartId: number) {
  const rows = await db
    .selectFrom('reservation as r')
    .innerJoin('reservation_room as rr', 'rr.reservation_id', 'r.id')
    .leftJoin('room_inventory as ri', (join) =>
      join
        .onRef('ri.room_type_id', '=', 'rr.room_type_id')
        .onRef('ri.date', '>=', 'r.start_date')
        .onRef('ri.date', '<', 'r.end_date'),
    )
    .select([
      'r.id',
      sql<boolean>`(count(ri.date) = max(r.end_date - r.start_date) * count(distinct rr.id)
        and coalesce(bool_and(ri.allotment - ri.booked - ri.held >= rr.num_of_rooms), false))`.as('open'),
    ])
    .where('r.cart_id', '=', cartId)
    .where('r.end_date', 'is not', null)
    .groupBy('r.id')
    .execute()
  return new Map(rows.map((row) => [row.id, row.open]))
}
