import { ApprovalStatus, type SiteApprovalRow } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { queueSiteDecisionMail } from './site-approval-mail.js'
import { siteLink } from './site-mapping.js'

const approvalRows = (db: DB) =>
  db
    .selectFrom('partner_site as s')
    .innerJoin('app_user as u', 'u.id', 's.owner_user_id')
    .select([
      's.id',
      's.name',
      's.sub_domain',
      's.domain',
      'u.email as owner_email',
      's.approval_status',
      's.rejection_reason',
      's.created_at',
    ])

const toRow = (row: Omit<SiteApprovalRow, 'created_at'> & { created_at: Date }): SiteApprovalRow => ({
  ...row,
  created_at: row.created_at.toISOString(),
})

export async function listSiteApprovals(db: DB, approvalStatus: number) {
  const rows = await approvalRows(db)
    .where('s.approval_status', '=', approvalStatus)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute()
  return rows.map(toRow)
}

/** Pending → active or rejected, once; the partner hears of it by mail in the same transaction. */
export async function decideSite(
  db: DB,
  siteId: number,
  decision: { approve: true } | { approve: false; reason: string },
  appHost: string,
) {
  return db.transaction().execute(async (trx) => {
    const site = await trx
      .selectFrom('partner_site')
      .select(['id', 'approval_status', 'name', 'sub_domain', 'domain'])
      .where('id', '=', siteId)
      .forUpdate()
      .executeTakeFirst()
    if (!site) throw notFound((w) => w.siteNotFound)
    if (site.approval_status !== ApprovalStatus.Pending)
      throw new ApiError(409, 'This site is not waiting for approval')
    await trx
      .updateTable('partner_site')
      .set({
        approval_status: decision.approve ? ApprovalStatus.Active : ApprovalStatus.Reject,
        rejection_reason: decision.approve ? null : decision.reason,
        updated_at: new Date(),
      })
      .where('id', '=', siteId)
      .execute()
    const row = toRow(await approvalRows(trx).where('s.id', '=', siteId).executeTakeFirstOrThrow())
    await queueSiteDecisionMail(trx, {
      to: row.owner_email,
      siteName: row.name,
      link: siteLink(site, appHost),
      reason: decision.approve ? null : decision.reason,
    })
    return row
  })
}
