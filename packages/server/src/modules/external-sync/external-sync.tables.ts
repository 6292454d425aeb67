import type { ColumnType } from 'kysely'
import type { DB } from '../../db/database.js'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface IcalLinkTable {
  room_type_id: number
  url: string
  status: ColumnType<string, string | undefined, string>
  error_code: ColumnType<string | null, string | null | undefined, string | null>
  error: ColumnType<string | null, string | null | undefined, string | null>
  last_synced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: Timestamp
}

export interface IcalExportTable {
  room_type_id: number
  token: string
  created_at: Timestamp
}

export interface IcalClosureTable {
  room_type_id: number
  date: ColumnType<string, string, string>
  /** The night's allotment before the feed closed it; null when the night had no inventory. */
  allotment_before: number | null
  /** The allotment the feed left; a different one now means the supplier changed the night since. */
  allotment_set: number | null
}

export type ExternalSyncTables = {
  ical_link: IcalLinkTable
  ical_export: IcalExportTable
  ical_closure: IcalClosureTable
}

/** The tables migration 0078 adds. */
export const externalSyncDb = (db: DB) => db.withTables<ExternalSyncTables>()
export type ExternalSyncDb = ReturnType<typeof externalSyncDb>
