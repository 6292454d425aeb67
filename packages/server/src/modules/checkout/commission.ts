import { commissionSplit } from '@jaunt/domain'
import type { DB } from '../../db/database.js'

/** A booked item's split, from its categories' commission and the selling site's partner share. */
export async function commissionFor(trx: DB, serviceId: number, siteId: number | null, price: number) {
  const [categories, site] = await Promise.all([
    trx
      .selectFrom('service_category as sc')
      .innerJoin('category as c', 'c.id', 'sc.category_id')
      .leftJoin('category as parent', 'parent.id', 'c.parent_id')
      .select(['c.commission_percent', 'parent.commission_percent as parent_percent'])
      .where('sc.service_id', '=', serviceId)
      .execute(),
    siteId
      ? trx
          .selectFrom('partner_site')
          .select('partner_share_percent')
          .where('id', '=', siteId)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ])
  // A category without its own commission takes its parent's.
  const percents = categories.map((row) => toNumber(row.commission_percent ?? row.parent_percent))
  return commissionSplit(price, {
    categoryPercents: percents,
    partnerSharePercent: site ? Number(site.partner_share_percent) : null,
  })
}

const toNumber = (value: number | string | null) => (value === null ? null : Number(value))
