import {
  type CategoryCommissionValues,
  type CommissionSettingsValues,
  type Locale,
  type PartnerShareRecord,
  type PartnerShareValues,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { categoryTree, defaultCommissionPercent } from '../admin-categories/category-tree.js'
import { getCategory } from '../admin-categories/admin-categories.service.js'

export async function getCommissionSettings(db: DB): Promise<CommissionSettingsValues> {
  return { default_percent: await defaultCommissionPercent(db) }
}

/** Applies from the next booking: each booked line keeps the split stored when it was confirmed. */
export async function updateCommissionSettings(db: DB, input: CommissionSettingsValues) {
  await db
    .updateTable('marketplace_commission')
    .set({ default_percent: input.default_percent, updated_at: new Date() })
    .execute()
  return getCommissionSettings(db)
}

/** The whole tree with each category's own and effective commission (the tree is small). */
export async function listCategoryCommissions(db: DB, range: [number, number], locale: Locale) {
  const rows = await categoryTree(db, locale)
  return { data: rows.slice(range[0], range[1] + 1), total: rows.length }
}

export async function updateCategoryCommission(
  db: DB,
  id: number,
  input: CategoryCommissionValues,
  locale: Locale,
) {
  await getCategory(db, id, locale)
  await db
    .updateTable('category')
    .set({ commission_percent: input.commission_percent })
    .where('id', '=', id)
    .execute()
  return getCategory(db, id, locale)
}

function partnerShares(db: DB) {
  return db
    .selectFrom('partner_site as ps')
    .innerJoin('app_user as u', 'u.id', 'ps.owner_user_id')
    .select([
      'ps.id',
      'ps.name',
      'u.name as owner_name',
      sql<number>`ps.partner_share_percent::float8`.as('partner_share_percent'),
    ])
}

export async function listPartnerShares(db: DB, query: { q?: string; range: [number, number] }) {
  let rows = partnerShares(db)
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    rows = rows.where((eb) => eb.or([eb('ps.name', 'ilike', like), eb('u.name', 'ilike', like)]))
  }
  const all = await rows.orderBy('ps.name').orderBy('ps.id').execute()
  return { data: all.slice(query.range[0], query.range[1] + 1), total: all.length }
}

export async function getPartnerShare(db: DB, id: number): Promise<PartnerShareRecord> {
  const row = await partnerShares(db).where('ps.id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return row
}

/** A site's new share applies from its next booking, like every commission setting. */
export async function updatePartnerShare(db: DB, id: number, input: PartnerShareValues) {
  await getPartnerShare(db, id)
  await db
    .updateTable('partner_site')
    .set({ partner_share_percent: input.partner_share_percent })
    .where('id', '=', id)
    .execute()
  return getPartnerShare(db, id)
}
