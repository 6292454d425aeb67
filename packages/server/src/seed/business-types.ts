import { sql } from 'kysely'
import type { DB } from '../db/database.js'

/** The kinds of business a marketplace of activities and stays starts with; admins keep them from there. */
export const DEFAULT_BUSINESS_TYPES = [
  { en: 'Tour operator', no: 'Turoperatør', de: 'Reiseveranstalter', sv: 'Researrangör' },
  { en: 'Activity provider', no: 'Aktivitetstilbyder', de: 'Aktivitätsanbieter', sv: 'Aktivitetsarrangör' },
  {
    en: 'Hotel or lodging',
    no: 'Hotell eller overnatting',
    de: 'Hotel oder Unterkunft',
    sv: 'Hotell eller boende',
  },
  { en: 'Travel agency', no: 'Reisebyrå', de: 'Reisebüro', sv: 'Resebyrå' },
  { en: 'Tourist office', no: 'Turistkontor', de: 'Touristeninformation', sv: 'Turistbyrå' },
  { en: 'Rental company', no: 'Utleiefirma', de: 'Verleih', sv: 'Uthyrningsföretag' },
]

/** Writes the default business types into an empty table; a table admins have filled is left alone. */
export async function seedBusinessTypes(db: DB): Promise<boolean> {
  const { count } = await db
    .selectFrom('business_type')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()
  if (count > 0) return false
  await db
    .insertInto('business_type')
    .values(DEFAULT_BUSINESS_TYPES.map((name) => ({ name: JSON.stringify(name) })))
    .execute()
  return true
}
