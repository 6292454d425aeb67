import { sql } from 'kysely'
import type { DB } from '../db/database.js'

/** The rates a marketplace starts with (Norway's VAT: 25% standard, 12% for passenger transport and
 * sightseeing, 0% exempt); admins keep them from there. */
export const DEFAULT_TAX_CATEGORIES = [
  {
    slug: 'standard',
    rate: 25,
    name: { en: 'Standard rate', no: 'Standard sats', de: 'Regelsatz', sv: 'Normalskattesats' },
  },
  {
    slug: 'reduced',
    rate: 12,
    name: { en: 'Reduced rate', no: 'Redusert sats', de: 'Ermäßigter Satz', sv: 'Reducerad skattesats' },
  },
  {
    slug: 'exempt',
    rate: 0,
    name: { en: 'Exempt', no: 'Fritatt', de: 'Steuerfrei', sv: 'Momsfri' },
  },
]

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
