import { EarningStatus } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { payoutsDb } from './payouts.tables.js'

export type ReversalOutcome = 'reversed' | 'unchanged' | 'unknown'

/**
 * Stripe reversed a transfer we made (`transfer.reversed`): its payout becomes `reversed` and its earning
 * goes back from Paid to Approved, with the reason in the history, so it can be paid again. A replayed
 * event changes nothing; a transfer that is not one of our payouts is left alone.
 */
export async function reverseTransfer(db: DB, transferId: string): Promise<ReversalOutcome> {
  return payoutsDb(db)
    .transaction()
    .execute(async (trx) => {
      const payout = await trx
        .updateTable('payout')
        .set({ status: 'reversed', error: 'Reversed by Stripe', settled_at: new Date() })
        .where('stripe_transfer_id', '=', transferId)
        .where('status', '=', 'paid')
        .returning(['kind', 'owner_user_id', 'month', 'currency_code'])
        .executeTakeFirst()
      if (!payout) {
        const known = await trx
          .selectFrom('payout')
          .select('id')
          .where('stripe_transfer_id', '=', transferId)
          .executeTakeFirst()
        return known ? 'unchanged' : 'unknown'
      }
      const earning = {
        kind: payout.kind,
        owner_user_id: payout.owner_user_id,
        month: payout.month,
        currency_code: payout.currency_code,
      }
      await trx
        .updateTable('earning_status')
        .set({ status: EarningStatus.Approved, updated_at: new Date() })
        .where('kind', '=', earning.kind)
        .where('owner_user_id', '=', earning.owner_user_id)
        .where('month', '=', earning.month)
        .where('currency_code', '=', earning.currency_code)
        .execute()
      await trx
        .insertInto('earning_status_history')
        .values({
          ...earning,
          from_status: EarningStatus.Paid,
          to_status: EarningStatus.Approved,
          note: `Stripe reversed transfer ${transferId}`,
          changed_by: null,
        })
        .execute()
      return 'reversed'
    })
}
