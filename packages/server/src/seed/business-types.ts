import { localTextSchema } from '@jaunt/domain'
import { sql } from 'kysely'
import { z } from 'zod'
import type { DB } from '../db/database.js'
import businessTypes from './data/business-types.json' with { type: 'json' }
import { readDemoData } from './read-data.js'

/** The kinds of business a marketplace of activities and stays starts with; admins keep them from there. */
export const DEFAULT_BUSINESS_TYPES = readDemoData(
  'business-types.json',
  z.array(localTextSchema),
  businessTypes,
)

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
