import type { ColumnType, Generated } from 'kysely'
import type { DB } from '../../db/database.js'

export interface AutoTranslationRunTable {
  id: Generated<number>
  requested_by: number | null
  source_locale: string
  target_locales: string[]
  scope: string
  service_ids: number[] | null
  overwrite: boolean
  status: ColumnType<string, string | undefined, string>
  done: ColumnType<number, number | undefined, number>
  failed: ColumnType<number, number | undefined, number>
  total: ColumnType<number, number | undefined, number>
  error_code: ColumnType<string | null, string | null | undefined, string | null>
  error: ColumnType<string | null, string | null | undefined, string | null>
  created_at: ColumnType<Date, Date | string | undefined, never>
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface AutoTranslationFailureTable {
  id: Generated<number>
  run_id: number
  service_id: number
  locale: string
  error_code: string | null
  error: string
}

/** The tables migration 0080 adds (0083: their `error_code`). */
export const autoTranslationDb = (db: DB) =>
  db.withTables<{
    auto_translation_run: AutoTranslationRunTable
    auto_translation_failure: AutoTranslationFailureTable
  }>()
