import { MESSAGES } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import { notFound } from '../../lib/errors.js'
import { isAdmin } from '../users/users.service.js'

/** The partner a user acts for: a sub-user works on their parent's sites. */
export const partnerOf = (user: AppUser) => user.parent_user_id ?? user.id

/**
 * A package the user may edit: one that belongs to a site of theirs, or any for an admin. Another
 * partner's package is not found, exactly like one that does not exist.
 */
export async function ownPackage(db: DB, user: AppUser, packageId: number) {
  let query = db
    .selectFrom('package_site as p')
    .innerJoin('partner_site as site', 'site.id', 'p.site_id')
    .select(['p.package_id', 'p.site_id', 'site.owner_user_id'])
    .where('p.package_id', '=', packageId)
  if (!isAdmin(user)) query = query.where('site.owner_user_id', '=', partnerOf(user))
  const found = await query.executeTakeFirst()
  if (!found) throw notFound(MESSAGES.packageNotFound)
  return found
}
