import { z } from 'zod'
import type { DB } from '../db/database.js'
import siteChanges from './data/site-changes.json' with { type: 'json' }
import { readDemoData } from './read-data.js'

const DAY_MS = 86_400_000

/**
 * Changes a partner asked for on the site of `site` (a sub-domain). A change names what it would change
 * (the rest stays as the site is); one the admin decided on carries its status and, if rejected, why.
 */
export const demoSiteChangesSchema = z.strictObject({
  site: z.string().min(1),
  changes: z.array(
    z.strictObject({
      name: z.string().min(1).optional(),
      sub_domain: z.string().min(1).optional(),
      domain: z.string().min(1).nullable(),
      status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']).default('pending'),
      reason: z.string().nullable().default(null),
      asked_days_ago: z.number().int().nonnegative(),
      decided_days_ago: z.number().int().nonnegative().optional(),
    }),
  ),
})

export const DEMO_SITE_CHANGES = readDemoData('site-changes.json', demoSiteChangesSchema, siteChanges)

/**
 * Nordic Trails (the second demo partner's live site) asks for a new name and sub-domain, after an
 * own-domain request the admin turned down: the admin's editing requests and the partner's history
 * both have something to show.
 */
export async function seedSiteChanges(trx: DB, siteIds: Map<string, number>, adminId: number) {
  const siteId = siteIds.get(DEMO_SITE_CHANGES.site)!
  const site = await trx
    .selectFrom('partner_site')
    .select(['name', 'sub_domain', 'domain', 'owner_user_id'])
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow()
  const old = { old_name: site.name, old_sub_domain: site.sub_domain, old_domain: site.domain }
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)
  await trx
    .insertInto('partner_site_change')
    .values(
      DEMO_SITE_CHANGES.changes.map((change) => ({
        site_id: siteId,
        requested_by: site.owner_user_id,
        name: change.name ?? site.name,
        sub_domain: change.sub_domain ?? site.sub_domain,
        domain: change.domain,
        ...old,
        status: change.status,
        reason: change.reason,
        decided_by: change.decided_days_ago === undefined ? null : adminId,
        decided_at: change.decided_days_ago === undefined ? null : daysAgo(change.decided_days_ago),
        created_at: daysAgo(change.asked_days_ago),
      })),
    )
    .execute()
}
