import { commissionSplit } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

/**
 * A booked item's split, from its categories' commission (a category without its own takes the nearest
 * ancestor's), the marketplace's stored default and the selling site's partner share. It is stored on the
 * booking at confirmation, so a later change of any of them leaves booked items as they were.
 */
export async function commissionFor(trx: DB, serviceId: number, siteId: number | null, price: number) {
  // One statement: this runs for every item of every confirmation.
  const { rows } = await sql<{
    categories: (number | null)[]
    fallback: number | null
    share: number | null
  }>`
    with recursive chain(start_id, id, parent_id, percent, depth) as (
      select c.id, c.id, c.parent_id, c.commission_percent, 0
      from service_category sc join category c on c.id = sc.category_id
      where sc.service_id = ${serviceId}
      union all
      select chain.start_id, p.id, p.parent_id, p.commission_percent, chain.depth + 1
      from chain join category p on p.id = chain.parent_id
      where chain.percent is null and chain.depth < 50
    ), nearest as (
      select (array_agg(percent::float8 order by depth) filter (where percent is not null))[1] as percent
      from chain group by start_id
    )
    select
      array(select percent from nearest) as categories,
      (select default_percent::float8 from marketplace_commission) as fallback,
      (select partner_share_percent::float8 from partner_site where id = ${siteId}) as share
  `.execute(trx)
  const found = rows[0]!
  if (found.fallback === null) throw new Error('The marketplace has no default commission')
  return commissionSplit(price, {
    defaultPercent: Number(found.fallback),
    categoryPercents: found.categories.map((percent) => (percent === null ? null : Number(percent))),
    partnerSharePercent: found.share === null ? null : Number(found.share),
  })
}
