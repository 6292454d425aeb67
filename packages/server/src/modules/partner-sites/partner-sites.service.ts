import { ApprovalStatus, Status } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import { notFound } from '../../lib/errors.js'
import { isAdmin } from '../users/users.service.js'
import { resolveHost } from './host-resolution.js'

const publicSites = (db: DB) =>
  db
    .selectFrom('partner_site')
    .selectAll()
    .where('status', '=', Status.Active)
    .where('approval_status', '=', ApprovalStatus.Active)

export async function findPublicSiteByHost(db: DB, host: string, appHost: string) {
  const target = resolveHost(host, appHost)
  const query =
    target.kind === 'domain'
      ? publicSites(db).where('domain', '=', target.domain)
      : target.kind === 'sub_domain'
        ? publicSites(db).where('sub_domain', '=', target.subDomain)
        : publicSites(db).orderBy('id').limit(1)
  const site = await query.executeTakeFirst()
  if (!site) throw notFound((w) => w.siteNotFound)
  return site
}

/** Sub-users (terminal operators) work on their parent partner's sites. */
export const siteOwnerId = (user: AppUser) => user.parent_user_id ?? user.id

export async function getSiteForUser(db: DB, user: AppUser, siteId: number) {
  const site = await db.selectFrom('partner_site').selectAll().where('id', '=', siteId).executeTakeFirst()
  // Another partner's site is not found, like one that does not exist: a 403 would say it exists.
  if (!site || (!isAdmin(user) && site.owner_user_id !== siteOwnerId(user)))
    throw notFound((w) => w.siteNotFound)
  return site
}

export async function listSitesForUser(db: DB, user: AppUser, itemsPerPage: number, leftOff: number) {
  let query = db.selectFrom('partner_site').selectAll().orderBy('id')
  if (!isAdmin(user)) query = query.where('owner_user_id', '=', siteOwnerId(user))
  if (leftOff > 0) query = query.where('id', '>', leftOff)
  if (itemsPerPage > 0) query = query.limit(itemsPerPage)
  return query.execute()
}

export async function findPublicSiteById(db: DB, siteId: number) {
  const site = await publicSites(db).where('id', '=', siteId).executeTakeFirst()
  if (!site) throw notFound((w) => w.siteNotFound)
  return site
}
