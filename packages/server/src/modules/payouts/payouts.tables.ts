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

/** The tables migration 0079 adds. */
export type PayoutTables = { payout_account: PayoutAccountTable; payout: PayoutTable }

/** The same connection, typed with the earnings' and the payouts' tables as well. */
export const payoutsDb = (db: DB) => earningsDb(db).withTables<PayoutTables>()
export type PayoutsDB = ReturnType<typeof payoutsDb>
