import type { ColumnType } from 'kysely'
import type { SeoPageKey, SeoPageRecord } from '@jaunt/domain'
import type { DB } from '../../db/database.js'

export interface MarketplaceSeoTable {
  page_key: SeoPageKey
  noindex: ColumnType<boolean, boolean | undefined, boolean>
  texts: ColumnType<SeoPageRecord['texts'], string | undefined, string>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

/** The table migration 0071 adds: SEO's view of the schema. */
export type MarketplaceSeoTables = { marketplace_seo: MarketplaceSeoTable }

/** The same connection (or transaction), typed with SEO's table as well. */
export const seoDb = (db: DB) => db.withTables<MarketplaceSeoTables>()
