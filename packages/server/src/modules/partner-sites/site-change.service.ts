import {
  siteChangeHistoryRowSchema,
  type SiteChangeHistoryRow,
  type SiteChangePending,
  type SiteChangeRow,
  type SiteChangeStatus,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { AppUser, PartnerSiteRow } from '../../db/schema.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { getSiteForUser } from './partner-sites.service.js'
import { assertAddressFree } from './site-address.js'
import { queueSiteChangeMail } from './site-change-mail.js'
import { siteLink } from './site-mapping.js'

type Address = { name: string; sub_domain: string; domain: string | null }

const sameAddress = (a: Address, b: Address) =>
  a.name === b.name && a.sub_domain === b.sub_domain && (a.domain ?? null) === (b.domain ?? null)

export async function pendingChangeOf(db: DB, siteId: number): Promise<SiteChangePending | null> {
  const row = await db
    .selectFrom('partner_site_change')
    .select(['id', 'name', 'sub_domain', 'domain', 'created_at'])
    .where('site_id', '=', siteId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return row ? { ...row, created_at: row.created_at.toISOString() } : null
}

/**
 * A live site's new name or address waits for an admin; a newer request replaces the waiting one.
 * Saving the live values again leaves a waiting request alone: the form shows the live values, and
 * saving the other settings must not drop it (the partner withdraws it explicitly).
 */
export async function requestSiteChange(trx: DB, user: AppUser, site: PartnerSiteRow, input: Address) {
  if (sameAddress(site, input)) return
  await trx
    .updateTable('partner_site_change')
    .set({ status: 'withdrawn', decided_by: user.id, decided_at: new Date() })
    .where('site_id', '=', site.id)
    .where('status', '=', 'pending')
    .execute()
  await trx
    .insertInto('partner_site_change')
    .values({
      site_id: site.id,
      requested_by: user.id,
      name: input.name,
      sub_domain: input.sub_domain,
      domain: input.domain,
      old_name: site.name,
      old_sub_domain: site.sub_domain,
      old_domain: site.domain,
    })
    .execute()
}

/** The partner takes back their waiting request; with none waiting, nothing changes. */
export async function withdrawSiteChange(db: DB, user: AppUser, siteId: number) {
  const site = await getSiteForUser(db, user, siteId)
  await db
    .updateTable('partner_site_change')
    .set({ status: 'withdrawn', decided_by: user.id, decided_at: new Date() })
    .where('site_id', '=', site.id)
    .where('status', '=', 'pending')
    .execute()
  return site
}

const changeRows = (db: DB) =>
  db
    .selectFrom('partner_site_change as c')
    .innerJoin('partner_site as s', 's.id', 'c.site_id')
    .innerJoin('app_user as o', 'o.id', 's.owner_user_id')
    .leftJoin('app_user as r', 'r.id', 'c.requested_by')
    .leftJoin('app_user as d', 'd.id', 'c.decided_by')
    .select([
      'c.id',
      'c.site_id',
      's.name as site_name',
      'o.email as owner_email',
      'c.name',
      'c.sub_domain',
      'c.domain',
      'c.old_name',
      'c.old_sub_domain',
      'c.old_domain',
      'c.status',
      'c.reason',
      'r.email as requested_by_email',
      'd.email as decided_by_email',
      'c.decided_at',
      'c.created_at',
    ])

type Selected = Awaited<ReturnType<ReturnType<typeof changeRows>['executeTakeFirstOrThrow']>>

const toRow = (row: Selected): SiteChangeRow => ({
  ...row,
  status: row.status as SiteChangeStatus,
  decided_at: row.decided_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
})

/** Waiting requests oldest first (first come, first served); decided ones newest first, as history. */
export async function listSiteChanges(db: DB, status: SiteChangeStatus, siteId?: number) {
  let query = changeRows(db).where('c.status', '=', status)
  if (siteId) query = query.where('c.site_id', '=', siteId)
  query =
    status === 'pending'
      ? query.orderBy('c.created_at').orderBy('c.id')
      : query.orderBy('c.decided_at', 'desc').orderBy('c.id', 'desc')
  return (await query.execute()).map(toRow)
}

/** A site's requests as its partner (or an admin) sees them, newest first; the deciding admin stays unnamed. */
export async function siteChangeHistory(
  db: DB,
  user: AppUser,
  siteId: number,
): Promise<SiteChangeHistoryRow[]> {
  const site = await getSiteForUser(db, user, siteId)
  const rows = await changeRows(db)
    .where('c.site_id', '=', site.id)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute()
  // The schema's parse drops the fields the partner is not shown.
  return rows.map((row) => siteChangeHistoryRowSchema.parse(toRow(row)))
}

// A site asks for a handful of changes in its life; the page shows the latest ones.
const HISTORY_LIMIT = 50

/**
 * Approving applies the request with the checks of a direct save (an address taken meanwhile is a 409
 * on its field); either decision is mailed to the site's owner in the same transaction.
 */
export async function decideSiteChange(
  db: DB,
  admin: AppUser,
  changeId: number,
  decision: { approve: true } | { approve: false; reason: string },
  appHost: string,
) {
  return db.transaction().execute(async (trx) => {
    const change = await trx
      .selectFrom('partner_site_change')
      .selectAll()
      .where('id', '=', changeId)
      .forUpdate()
      .executeTakeFirst()
    if (!change) throw notFound()
    if (change.status !== 'pending')
      throw new ApiError(409, 'This editing request is not waiting for approval')
    if (decision.approve) {
      await assertAddressFree(trx, change, change.site_id)
      const site = await trx
        .selectFrom('partner_site')
        .select('general_settings')
        .where('id', '=', change.site_id)
        .executeTakeFirstOrThrow()
      const general = {
        ...(site.general_settings as object),
        sub_domain: change.sub_domain,
        domain: change.domain,
      }
      await trx
        .updateTable('partner_site')
        .set({
          name: change.name,
          sub_domain: change.sub_domain,
          domain: change.domain,
          general_settings: JSON.stringify(general),
          updated_at: new Date(),
        })
        .where('id', '=', change.site_id)
        .execute()
    }
    await trx
      .updateTable('partner_site_change')
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        reason: decision.approve ? null : decision.reason,
        decided_by: admin.id,
        decided_at: new Date(),
      })
      .where('id', '=', changeId)
      .execute()
    const row = toRow(await changeRows(trx).where('c.id', '=', changeId).executeTakeFirstOrThrow())
    await queueSiteChangeMail(trx, {
      to: row.owner_email,
      siteName: row.site_name,
      link: siteLink(row, appHost),
      reason: decision.approve ? null : decision.reason,
    })
    return row
  })
}
