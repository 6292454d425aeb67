import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { slotIsOpen } from '../tours/slots.js'

/** A departure whose cut-off has passed cannot be held, even with seats left. */
export async function slotStillOpen(trx: DB, slotId: number) {
  const row = await trx
    .selectFrom('tour_slot as ts')
    .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
    .innerJoin('service as s', 's.id', 'o.service_id')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .select(sql<boolean>`${slotIsOpen}`.as('open'))
    .where('ts.id', '=', slotId)
    .executeTakeFirst()
  return row?.open ?? false
}
