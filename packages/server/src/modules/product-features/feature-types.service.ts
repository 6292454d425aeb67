import {
  MESSAGES,
  type Locale,
  type ProductFeatureTypeRecord,
  type ProductFeatureTypeValues,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'

export const FEATURE_TYPE_SORT_FIELDS = ['id', 'name', 'features'] as const
type SortField = (typeof FEATURE_TYPE_SORT_FIELDS)[number]

const featureCount = sql<number>`(select count(*)::int from feature f where f.feature_type_id = ft.id)`

/** Every feature type, one page of them, with how many features each groups. */
export async function listFeatureTypes(
  db: DB,
  query: { range: [number, number]; sort: { field: SortField; order: 'ASC' | 'DESC' } },
  locale: Locale,
) {
  const { total } = await db
    .selectFrom('feature_type')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  const sortBy = {
    id: sql`ft.id`,
    name: sql`coalesce(ft.name->>${locale}, ft.name->>'en')`,
    features: featureCount,
  }[query.sort.field]
  const [first, last] = query.range
  const rows = await db
    .selectFrom('feature_type as ft')
    .select(['ft.id', 'ft.name', featureCount.as('features')])
    .orderBy(sortBy, query.sort.order === 'DESC' ? 'desc' : 'asc')
    .orderBy('ft.id')
    .offset(first)
    .limit(last - first + 1)
    .execute()
  return { data: rows as ProductFeatureTypeRecord[], total: Number(total) }
}

export async function getFeatureType(db: DB, id: number): Promise<ProductFeatureTypeRecord> {
  const row = await db
    .selectFrom('feature_type as ft')
    .select(['ft.id', 'ft.name', featureCount.as('features')])
    .where('ft.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound(MESSAGES.featureTypeNotFound)
  return row as ProductFeatureTypeRecord
}

export async function createFeatureType(db: DB, input: ProductFeatureTypeValues) {
  const row = await db
    .insertInto('feature_type')
    .values({ name: JSON.stringify(input.name) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return getFeatureType(db, row.id)
}

export async function updateFeatureType(db: DB, id: number, input: ProductFeatureTypeValues) {
  await getFeatureType(db, id)
  await db
    .updateTable('feature_type')
    .set({ name: JSON.stringify(input.name) })
    .where('id', '=', id)
    .execute()
  return getFeatureType(db, id)
}

/** A type that groups features stays: deleting it would leave them ungrouped without the admin saying so. */
export async function deleteFeatureType(db: DB, id: number) {
  const type = await getFeatureType(db, id)
  if (type.features > 0) throw new ApiError(409, MESSAGES.featureTypeInUse)
  await db.deleteFrom('feature_type').where('id', '=', id).execute()
  return type
}
