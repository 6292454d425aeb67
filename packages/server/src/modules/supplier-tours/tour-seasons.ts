import type { Season } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

/** The periods in which the activity is sold, in date order; none means all year. */
export async function readSeasons(db: DB, serviceId: number): Promise<Season[]> {
  return db
    .selectFrom('service_season')
    .select([
      sql<string>`to_char(from_date, 'YYYY-MM-DD')`.as('from'),
      sql<string>`to_char(to_date, 'YYYY-MM-DD')`.as('to'),
    ])
    .where('service_id', '=', serviceId)
    .orderBy('from_date')
    .execute()
}

export async function writeSeasons(trx: DB, serviceId: number, seasons: readonly Season[]) {
  await trx.deleteFrom('service_season').where('service_id', '=', serviceId).execute()
  if (seasons.length === 0) return
  await trx
    .insertInto('service_season')
    .values(seasons.map((season) => ({ service_id: serviceId, from_date: season.from, to_date: season.to })))
    .execute()
}
