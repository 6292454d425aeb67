import type { DB } from '../db/database.js'

const DAY_MS = 86_400_000

/**
 * Nordic Trails (the second demo partner's live site) asks for a new name and sub-domain, after an
 * own-domain request the admin turned down: the admin's editing requests and the partner's history
 * both have something to show.
 */
export async function seedSiteChanges(trx: DB, siteIds: Map<string, number>, adminId: number) {
  const siteId = siteIds.get('nordic')!
  const site = await trx
    .selectFrom('partner_site')
    .select(['name', 'sub_domain', 'domain', 'owner_user_id'])
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow()
  const old = { old_name: site.name, old_sub_domain: site.sub_domain, old_domain: site.domain }
  const asked = (days: number) => new Date(Date.now() - days * DAY_MS)
  await trx
    .insertInto('partner_site_change')
    .values([
      {
        site_id: siteId,
        requested_by: site.owner_user_id,
        name: site.name,
        sub_domain: site.sub_domain,
        domain: 'nordictrails.example',
        ...old,
        status: 'rejected',
        reason: 'We could not verify that you hold this domain. Please add the DNS record and ask again.',
        decided_by: adminId,
        decided_at: asked(6),
        created_at: asked(8),
      },
      {
        site_id: siteId,
        requested_by: site.owner_user_id,
        name: 'Nordic Trails & Fjords',
        sub_domain: 'nordic-trails',
        domain: null,
        ...old,
        created_at: asked(1),
      },
    ])
    .execute()
}
