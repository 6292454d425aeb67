import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { slotIsOpen } from '../tours/slots.js'

/**
 * Takes a departure's seats only while it can still be booked (active, in season, before its
 * cut-off) and has them left: one conditional UPDATE, so concurrent holds queue on the row's lock and
 * the second re-checks what the first left (see `holdTourSeats`). False when either fails.
 */
export async function holdOpenTourSeats(trx: DB, slotId: number, guests: number) {
  const held = await trx
    .updateTable('tour_slot as ts')
    .set({ held: sql`ts.held + ${guests}` })
    .where('ts.id', '=', slotId)
    .where(sql<boolean>`ts.allotment - ts.booked - ts.held >= ${guests}`)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('tour_option as o')
          .innerJoin('service as s', 's.id', 'o.service_id')
          .leftJoin('location as l', 'l.id', 's.location_id')
          .select(sql`1`.as('one'))
          .whereRef('o.id', '=', 'ts.option_id')
          .where(slotIsOpen),
      ),
    )
    .executeTakeFirst()
  return Number(held.numUpdatedRows) === 1
}
