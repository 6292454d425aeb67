import type { ColumnType, Generated } from 'kysely'
import type { DB } from '../../db/database.js'

export interface ServiceDataJobTable {
  id: Generated<number>
  service_id: number
  status: ColumnType<string, string | undefined, string>
  error: ColumnType<string | null, string | null | undefined, string | null>
  sites: ColumnType<number, number | undefined, number>
  created_at: ColumnType<Date, Date | string | undefined, never>
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** The table migration 0075 adds. */
export const serviceDataDb = (db: DB) => db.withTables<{ service_data_job: ServiceDataJobTable }>()
