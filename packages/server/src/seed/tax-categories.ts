import { localTextSchema } from '@jaunt/domain'
import { sql } from 'kysely'
import { z } from 'zod'
import type { DB } from '../db/database.js'
import taxCategories from './data/tax-categories.json' with { type: 'json' }
import { readDemoData } from './read-data.js'

/** The rates a marketplace starts with (Norway's VAT: 25% standard, 12% for passenger transport and
 * sightseeing, 0% exempt); admins keep them from there. */
export const DEFAULT_TAX_CATEGORIES = readDemoData(
  'tax-categories.json',
  z.array(
    z.strictObject({ slug: z.string().min(1), rate: z.number().min(0).max(100), name: localTextSchema }),
  ),
  taxCategories,
)

/** Writes the default tax categories into an empty table; a table admins have filled is left alone. */
export async function seedTaxCategories(db: DB): Promise<boolean> {
  const { count } = await db
    .selectFrom('tax_category')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()
  if (count > 0) return false
  await db
    .insertInto('tax_category')
    .values(DEFAULT_TAX_CATEGORIES.map((row) => ({ ...row, name: JSON.stringify(row.name) })))
    .execute()
  return true
}
