import { commissionSplit } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

/**
 * A booked item's split, from its categories' commission (a category without its own takes the nearest
 * ancestor's), the marketplace's stored default and the selling site's partner share. It is stored on the
 * booking at confirmation, so a later change of any of them leaves booked items as they were.
 */
export async function commissionFor(trx: DB, serviceId: number, siteId: number | null, price: number) {
  const [categories, fallback, site] = await Promise.all([
    sql<{ percent: number | null }>`
      with recursive chain(start_id, id, parent_id, percent, depth) as (
        select c.id, c.id, c.parent_id, c.commission_percent, 0
        from service_category sc join category c on c.id = sc.category_id
        where sc.service_id = ${serviceId}
        union all
        select chain.start_id, p.id, p.parent_id, p.commission_percent, chain.depth + 1
        from chain join category p on p.id = chain.parent_id
        where chain.percent is null and chain.depth < 50
      )
      select (array_agg(percent::float8 order by depth) filter (where percent is not null))[1] as percent
      from chain group by start_id
    `.execute(trx),
    trx
      .selectFrom('marketplace_commission')
      .select(sql<number>`default_percent::float8`.as('percent'))
      .executeTakeFirstOrThrow(),
    siteId
      ? trx
          .selectFrom('partner_site')
          .select(sql<number>`partner_share_percent::float8`.as('percent'))
          .where('id', '=', siteId)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ])
  return commissionSplit(price, {
    defaultPercent: fallback.percent,
    categoryPercents: categories.rows.map((row) => (row.percent === null ? null : Number(row.percent))),
    partnerSharePercent: site ? Number(site.percent) : null,
  })
}
