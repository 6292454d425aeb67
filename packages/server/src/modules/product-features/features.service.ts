import { MESSAGES, type Locale, type ProductFeatureRecord, type ProductFeatureValues } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'

export const FEATURE_SORT_FIELDS = ['id', 'name', 'icon', 'products'] as const
type SortField = (typeof FEATURE_SORT_FIELDS)[number]

interface ListQuery {
  q?: string
  feature_type_id?: number
  range: [number, number]
  sort: { field: SortField; order: 'ASC' | 'DESC' }
}

const productCount = sql<number>`(select count(*)::int from service_feature sf where sf.feature_id = f.id)`
const columns = ['f.id', 'f.slug', 'f.name', 'f.icon', 'f.feature_type_id', 'f.most_popular'] as const

/** The features, one page of them, with how many products carry each; `q` looks in every name. */
export async function listFeatures(db: DB, query: ListQuery, locale: Locale) {
  let features = db.selectFrom('feature as f')
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    features = features.where((eb) =>
      eb.or([eb('f.slug', 'ilike', like), eb(sql`f.name::text`, 'ilike', like)]),
    )
  }
  if (query.feature_type_id) features = features.where('f.feature_type_id', '=', query.feature_type_id)
  const { total } = await features
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  const sortBy = {
    id: sql`f.id`,
    name: sql`coalesce(f.name->>${locale}, f.name->>'en')`,
    icon: sql`f.icon`,
    products: productCount,
  }[query.sort.field]
  const [first, last] = query.range
  const rows = await features
    .select([...columns, productCount.as('products')])
    .orderBy(sortBy, query.sort.order === 'DESC' ? 'desc' : 'asc')
    .orderBy('f.id')
    .offset(first)
    .limit(last - first + 1)
    .execute()
  return { data: rows as ProductFeatureRecord[], total: Number(total) }
}

export async function getFeature(db: DB, id: number): Promise<ProductFeatureRecord> {
  const row = await db
    .selectFrom('feature as f')
    .select([...columns, productCount.as('products')])
    .where('f.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound(MESSAGES.featureNotFound)
  return row as ProductFeatureRecord
}

async function checkType(db: DB, typeId: number | null) {
  if (typeId === null) return
  const found = await db.selectFrom('feature_type').select('id').where('id', '=', typeId).executeTakeFirst()
  if (!found)
    throw new ApiError(400, MESSAGES.featureTypeUnknown, [
      { path: 'feature_type_id', message: MESSAGES.featureTypeUnknown },
    ])
}

/** A slug for links and search filters, from the English name; kept when the feature is renamed. */
async function freeSlug(db: DB, english: string) {
  const base =
    english
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'feature'
  const taken = new Set(
    (await db.selectFrom('feature').select('slug').where('slug', 'like', `${base}%`).execute()).map(
      (row) => row.slug,
    ),
  )
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}

export async function createFeature(db: DB, input: ProductFeatureValues) {
  await checkType(db, input.feature_type_id)
  const row = await db
    .insertInto('feature')
    .values({
      slug: await freeSlug(db, input.name.en ?? ''),
      name: JSON.stringify(input.name),
      icon: input.icon,
      feature_type_id: input.feature_type_id,
      most_popular: input.most_popular,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return getFeature(db, row.id)
}

export async function updateFeature(db: DB, id: number, input: ProductFeatureValues) {
  await getFeature(db, id)
  await checkType(db, input.feature_type_id)
  await db
    .updateTable('feature')
    .set({
      name: JSON.stringify(input.name),
      icon: input.icon,
      feature_type_id: input.feature_type_id,
      most_popular: input.most_popular,
    })
    .where('id', '=', id)
    .execute()
  return getFeature(db, id)
}

/** A feature products carry stays: suppliers chose it and guests filter by it. */
export async function deleteFeature(db: DB, id: number) {
  const feature = await getFeature(db, id)
  if (feature.products > 0) throw new ApiError(409, MESSAGES.featureInUse)
  await db.deleteFrom('feature').where('id', '=', id).execute()
  return feature
}
