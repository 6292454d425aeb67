import type { ColumnType, Generated } from 'kysely'
import type { LocalText, StoredSection } from '@jaunt/domain'
import type { DB } from '../../db/database.js'

type Json<T> = ColumnType<T, string, string>

export interface SitePageTable {
  id: Generated<number>
  site_id: number
  slug: string
  title: Json<LocalText>
  description: Json<LocalText>
  sections: Json<StoredSection[]>
  is_published: ColumnType<boolean, boolean | undefined, boolean>
  position: ColumnType<number, number | undefined, number>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
  /** Unpublished changes (migration 0046); null: the page is as guests see it. */
  draft: ColumnType<PageDraft | null, string | null | undefined, string | null>
}

export interface PageDraft {
  title: LocalText
  description: LocalText
  sections: StoredSection[]
}

export interface SiteMenuItemTable {
  id: Generated<number>
  site_id: number
  position: number
  title: Json<LocalText>
  page_slug: string | null
  url: string | null
}

/** The tables migrations 0008 and 0046 make. */
export type SitePageTables = { site_page: SitePageTable; site_menu_item: SiteMenuItemTable }

export const sitePagesDb = (db: DB) => db.withTables<SitePageTables>()
