import type { EarningKind } from '@jaunt/domain'
import type { ColumnType, Generated } from 'kysely'
import type { DB } from '../../db/database.js'
import { customerDb } from '../customer/customer.tables.js'

type CreatedAt = ColumnType<Date, Date | undefined, Date>

export interface EarningStatusTable {
  kind: EarningKind
  owner_user_id: number
  month: string
  currency_code: string
  status: number
  updated_at: CreatedAt
}

export interface EarningStatusHistoryTable {
  id: Generated<number>
  kind: EarningKind
  owner_user_id: number
  month: string
  currency_code: string
  from_status: number | null
  to_status: number
  note: ColumnType<string, string | undefined, string>
  changed_by: number | null
  changed_at: CreatedAt
}

/** The tables migration 0045 adds. */
export type EarningTables = {
  earning_status: EarningStatusTable
  earning_status_history: EarningStatusHistoryTable
}

/** The same connection, typed with the cancellations and the earnings' tables as well. */
export const earningsDb = (db: DB) => customerDb(db).withTables<EarningTables>()
export type EarningsDB = ReturnType<typeof earningsDb>
