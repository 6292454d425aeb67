import { MESSAGES } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError } from '../../lib/errors.js'

const taken = (path: 'sub_domain' | 'domain') => {
  const message = path === 'sub_domain' ? MESSAGES.subDomainTaken : MESSAGES.domainTaken
  return new ApiError(409, `${path}: ${message}`, [{ path, message }])
}

/**
 * A sub-domain or domain that another site holds, or that another site's waiting editing request asks
 * for (first come, first served), is a 409 on that field, never a unique-key 500.
 */
export async function assertAddressFree(
  db: DB,
  address: { sub_domain: string; domain: string | null },
  siteId: number | null,
) {
  const others = (column: 'sub_domain' | 'domain', value: string) => {
    let query = db.selectFrom('partner_site').select('id').where(column, '=', value)
    if (siteId !== null) query = query.where('id', '!=', siteId)
    let asked = db
      .selectFrom('partner_site_change')
      .select('site_id as id')
      .where(column, '=', value)
      .where('status', '=', 'pending')
    if (siteId !== null) asked = asked.where('site_id', '!=', siteId)
    return query.union(asked).executeTakeFirst()
  }
  if (await others('sub_domain', address.sub_domain)) throw taken('sub_domain')
  if (address.domain && (await others('domain', address.domain))) throw taken('domain')
}
