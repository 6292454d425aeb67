import type { EarningKind, PayoutStatus } from '@jaunt/domain'
import type { ColumnType, Generated } from 'kysely'
import type { DB } from '../../db/database.js'
import { earningsDb } from '../earnings/earnings.tables.js'

type CreatedAt = ColumnType<Date, Date | undefined, Date>

export interface PayoutAccountTable {
  user_id: number
  stripe_account_id: string
  updated_by: number | null
  updated_at: CreatedAt
  /** Made by the owner's Stripe Connect OAuth round trip, not typed in by an admin (migration 0087). */
  connected_with_stripe: ColumnType<boolean, boolean | undefined, boolean>
}

/** An owner's Stripe Connect round trip for their payout account under way; used once (migration 0087). */
export interface PayoutConnectStateTable {
  nonce: string
  user_id: number
  /** The earnings page the owner started from, to go back to. */
  return_path: string
  expires_at: Date
}

export interface PayoutTable {
  id: Generated<number>
  kind: EarningKind
  owner_user_id: number
  month: string
  currency_code: string
  amount: ColumnType<string, number, number>
  stripe_account_id: string
  idempotency_key: string
  stripe_transfer_id: string | null
  status: PayoutStatus
  error: ColumnType<string, string | undefined, string>
  created_by: number | null
  created_at: CreatedAt
  settled_at: Date | null
}

/** The tables migrations 0079 and 0087 add. */
export type PayoutTables = {
  payout_account: PayoutAccountTable
  payout: PayoutTable
  payout_connect_state: PayoutConnectStateTable
}

/** The same connection, typed with the earnings' and the payouts' tables as well. */
export const payoutsDb = (db: DB) => earningsDb(db).withTables<PayoutTables>()
export type PayoutsDB = ReturnType<typeof payoutsDb>
