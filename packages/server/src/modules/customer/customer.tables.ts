import type { ColumnType, Generated } from 'kysely'
import type { DB } from '../../db/database.js'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type NumericColumn = ColumnType<number, number | string, number | string>

export interface CustomerLoginTokenTable {
  id: Generated<number>
  email: string
  token_hash: string
  site_id: number | null
  expires_at: Date
  used_at: Date | null
  created_at: CreatedAt
}

export interface CustomerLoginRequestTable {
  id: Generated<number>
  email: string
  ip: string
  created_at: CreatedAt
}

export interface CustomerSessionTable {
  id: Generated<number>
  email: string
  token_hash: string
  expires_at: Date
  revoked_at: Date | null
  created_at: CreatedAt
}

export type RefundStatus = 'not-required' | 'pending' | 'refunded' | 'failed'

export interface CancellationTable {
  id: Generated<number>
  reservation_id: number | null
  reserved_package_id: number | null
  origin: number
  reason: string
  refund_percentage: NumericColumn
  refund_amount: NumericColumn
  /** The hours of the policy entry that set the refund; null when none applied. */
  policy_hours: number | null
  currency_code: string
  refund_status: RefundStatus
  refund_provider_ref: string | null
  refund_error: string | null
  /** The back-office user who cancelled (migration 0037); null for the guest and the system. */
  cancelled_by: ColumnType<number | null, number | null | undefined, number | null>
  cancelled_at: CreatedAt
}

/** The tables migration 0007 adds, and the column it gives packages: the customer area's view of the schema. */
export type CustomerTables = {
  customer_login_token: CustomerLoginTokenTable
  customer_login_request: CustomerLoginRequestTable
  customer_session: CustomerSessionTable
  cancellation: CancellationTable
  reserved_package: { reservation_ref: ColumnType<string, string | undefined, never> }
}

/** The same connection (or transaction), typed with the customer area's tables as well. */
export const customerDb = (db: DB) => db.withTables<CustomerTables>()
export type CustomerDB = ReturnType<typeof customerDb>
