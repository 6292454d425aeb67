import { sql } from 'kysely'
import type { DB } from '../db/database.js'

/**
 * Whether `seedDemo` has anything to do: no users yet, or a reference table (tax categories, business
 * types) still empty. One statement, so a start on seeded data loads neither the seed nor its data files,
 * whose parsing through their schemas was a fifth of a start's CPU time.
 */
export async function demoSeedNeeded(db: DB): Promise<boolean> {
  const { rows } = await sql<{ needed: boolean }>`select not exists (select 1 from app_user)
    or not exists (select 1 from tax_category) or not exists (select 1 from business_type) as needed`.execute(
    db,
  )
  return rows[0]?.needed ?? true
}
