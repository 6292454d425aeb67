import type { ColumnType, Generated } from 'kysely'
import type { SignUpLinkPurpose } from '@jaunt/domain'
import type { DB } from '../../db/database.js'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>

export interface UserLinkTokenTable {
  id: Generated<number>
  user_id: number
  purpose: SignUpLinkPurpose
  token_hash: string
  expires_at: Date
  used_at: Date | null
  ip: ColumnType<string, string | undefined, string>
  created_at: CreatedAt
}

/** The tables and column migration 0042 adds: sign-up's view of the schema. */
export type SignUpTables = {
  user_link_token: UserLinkTokenTable
  app_user: { email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null> }
}

/** The same connection (or transaction), typed with sign-up's tables as well. */
export const signUpDb = (db: DB) => db.withTables<SignUpTables>()
