import { ApprovalStatus, Status, type SiteDirectoryQuery, type SiteDirectoryRow } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'

const directoryRows = (db: DB) =>
  db
    .selectFrom('partner_site as s')
    .innerJoin('app_user as u', 'u.id', 's.owner_user_id')
    .select([
      's.id',
      's.name',
      's.sub_domain',
      's.domain',
      'u.email as owner_email',
      'u.name as owner_name',
      's.approval_status',
      's.status',
      's.rejection_reason',
      's.created_at',
    ])

const toRow = (row: Omit<SiteDirectoryRow, 'created_at'> & { created_at: Date }): SiteDirectoryRow => ({
  ...row,
  created_at: row.created_at.toISOString(),
})

/** Every partner's site for the admin, newest first, searched by site name, domain or owner. */
export async function listSiteDirectory(db: DB, query: SiteDirectoryQuery) {
  let rows = directoryRows(db)
  if (query.approval_status) rows = rows.where('s.approval_status', '=', query.approval_status)
  if (query.q) {
    const like = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`
    rows = rows.where((eb) =>
      eb.or([
        eb('s.name', 'ilike', like),
        eb('s.sub_domain', 'ilike', like),
        eb('s.domain', 'ilike', like),
        eb('u.email', 'ilike', like),
        eb('u.name', 'ilike', like),
      ]),
    )
  }
  const { total } = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow()
  const page = await rows
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(query.item_per_page)
    .offset((query.page - 1) * query.item_per_page)
    .execute()
  return { data: page.map(toRow), total: Number(total) }
}

export async function getSiteDirectoryRow(db: DB, siteId: number) {
  const row = await directoryRows(db).where('s.id', '=', siteId).executeTakeFirst()
  if (!row) throw notFound((w) => w.siteNotFound)
  return toRow(row)
}

/**
 * Takes a live site off line (or back on) without touching its approval: the public lookups ask for
 * both an approved and an active site, so a deactivated one stops answering at once.
 */
export async function switchSite(db: DB, siteId: number, on: boolean) {
  const site = await db
    .selectFrom('partner_site')
    .select(['id', 'approval_status'])
    .where('id', '=', siteId)
    .executeTakeFirst()
  if (!site) throw notFound((w) => w.siteNotFound)
  if (site.approval_status !== ApprovalStatus.Active)
    throw new ApiError(409, 'Only an approved site can be deactivated or activated')
  await db
    .updateTable('partner_site')
    .set({ status: on ? Status.Active : Status.Inactive, updated_at: new Date() })
    .where('id', '=', siteId)
    .execute()
  return getSiteDirectoryRow(db, siteId)
}
