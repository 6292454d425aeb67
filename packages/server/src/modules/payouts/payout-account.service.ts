import type { PayoutAccount, PayoutAccountInput } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { payoutsDb, type PayoutsDB } from './payouts.tables.js'

/** The Stripe account the owner is paid to, or null. */
export async function payoutAccountOf(db: PayoutsDB, userId: number) {
  const row = await db
    .selectFrom('payout_account')
    .select('stripe_account_id')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row?.stripe_account_id ?? null
}

/** A user's payout account as the admin's user page shows it; a missing user is a 404. */
export async function getPayoutAccount(db: DB, userId: number): Promise<PayoutAccount> {
  const pdb = payoutsDb(db)
  const row = await pdb
    .selectFrom('app_user as u')
    .leftJoin('payout_account as a', 'a.user_id', 'u.id')
    .leftJoin('app_user as by', 'by.id', 'a.updated_by')
    .select([
      'u.id',
      'a.stripe_account_id',
      'a.updated_at',
      'a.connected_with_stripe',
      'by.name as updated_by_name',
    ])
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst()
  if (!row) throw notFound('User not found')
  return {
    user_id: row.id,
    stripe_account_id: row.stripe_account_id ?? null,
    updated_by_name: row.updated_by_name ?? null,
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
    connected_with_stripe: row.connected_with_stripe ?? false,
  }
}

/** An admin sets (or, with null, forgets) the account a user's earnings are paid to. */
export async function setPayoutAccount(db: DB, adminId: number, userId: number, input: PayoutAccountInput) {
  await getPayoutAccount(db, userId)
  const pdb = payoutsDb(db)
  if (input.stripe_account_id === null) {
    await pdb.deleteFrom('payout_account').where('user_id', '=', userId).execute()
  } else {
    const values = {
      stripe_account_id: input.stripe_account_id,
      updated_by: adminId,
      updated_at: new Date(),
      connected_with_stripe: false,
    }
    await pdb
      .insertInto('payout_account')
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute()
  }
  return getPayoutAccount(db, userId)
}
