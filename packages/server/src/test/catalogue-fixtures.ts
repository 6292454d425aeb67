import { sql } from 'kysely'
import type { DB } from '../db/database.js'

/** Finds demo products by what a test needs of them, so tests do not depend on product codes. */
export async function productOfType(db: DB, serviceType: number, options: { siteSubDomain?: string } = {}) {
  let query = db
    .selectFrom('service as s')
    .selectAll('s')
    .where('s.service_type', '=', serviceType)
    .orderBy('s.id')
  if (options.siteSubDomain) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('site_catalogue as sc')
          .innerJoin('partner_site as p', 'p.id', 'sc.site_id')
          .select('sc.service_id')
          .whereRef('sc.service_id', '=', 's.id')
          .where('p.sub_domain', '=', options.siteSubDomain!),
      ),
    )
  }
  return query.executeTakeFirstOrThrow()
}

export const isoDay = (offset: number) => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

/** Moves a departure to an hour from now with a two-hour cut-off: it has seats but takes no booking. */
export async function pastItsCutOff(db: DB, slotId: number) {
  await db
    .updateTable('tour_slot')
    .set({
      date: sql`(now() + interval '1 hour')::date`,
      start_time: sql`(now() + interval '1 hour')::time`,
      cut_off_minutes: 120,
    })
    .where('id', '=', slotId)
    .execute()
}

/** A departure of a product on a day at least `fromDay` days ahead, with its option's tickets. */
export async function futureDeparture(db: DB, serviceId: number, fromDay = 30) {
  const slot = await db
    .selectFrom('tour_slot as ts')
    .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
    .select([
      'ts.id',
      'ts.option_id',
      'ts.date',
      sql<string>`to_char(ts.start_time, 'HH24:MI')`.as('start_time'),
      'ts.allotment',
    ])
    .where('o.service_id', '=', serviceId)
    .where('ts.date', '>=', isoDay(fromDay))
    .orderBy('ts.date')
    .orderBy('ts.start_time')
    .executeTakeFirstOrThrow()
  const tickets = await db
    .selectFrom('tour_ticket')
    .selectAll()
    .where('option_id', '=', slot.option_id)
    .orderBy('position')
    .execute()
  return { ...slot, tickets }
}

export async function siteId(db: DB, subDomain: string) {
  const site = await db
    .selectFrom('partner_site')
    .select('id')
    .where('sub_domain', '=', subDomain)
    .executeTakeFirstOrThrow()
  return site.id
}
