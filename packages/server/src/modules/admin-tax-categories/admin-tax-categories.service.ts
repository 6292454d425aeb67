import {
  TAX_CATEGORY_MESSAGES,
  type Locale,
  type TaxCategoryRecord,
  type TaxCategoryValues,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'

export const TAX_CATEGORY_SORT_FIELDS = ['id', 'slug', 'name', 'rate', 'products'] as const
type SortField = (typeof TAX_CATEGORY_SORT_FIELDS)[number]

interface ListQuery {
  q?: string
  range: [number, number]
  sort: { field: SortField; order: 'ASC' | 'DESC' }
}

const productCount = sql<number>`(select count(*)::int from service s where s.tax_category_id = tc.id)`
const columns = [
  'tc.id',
  'tc.slug',
  'tc.name',
  sql<number>`tc.rate::float8`.as('rate'),
  productCount.as('products'),
] as const

/** The tax categories, one page of them; `q` looks in the slug and every name. */
export async function listTaxCategories(db: DB, query: ListQuery, locale: Locale) {
  let rows = db.selectFrom('tax_category as tc')
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    rows = rows.where((eb) => eb.or([eb('tc.slug', 'ilike', like), eb(sql`tc.name::text`, 'ilike', like)]))
  }
  const { total } = await rows.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const sortBy = {
    id: sql`tc.id`,
    slug: sql`tc.slug`,
    name: sql`coalesce(tc.name->>${locale}, tc.name->>'en')`,
    rate: sql`tc.rate`,
    products: productCount,
  }[query.sort.field]
  const [first, last] = query.range
  const data = await rows
    .select(columns)
    .orderBy(sortBy, query.sort.order === 'DESC' ? 'desc' : 'asc')
    .orderBy('tc.id')
    .offset(first)
    .limit(last - first + 1)
    .execute()
  return { data: data as TaxCategoryRecord[], total: Number(total) }
}

export async function getTaxCategory(db: DB, id: number): Promise<TaxCategoryRecord> {
  const row = await db
    .selectFrom('tax_category as tc')
    .select(columns)
    .where('tc.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound()
  return row as TaxCategoryRecord
}

async function checkSlugFree(db: DB, slug: string, exceptId?: number) {
  let taken = db.selectFrom('tax_category').select('id').where('slug', '=', slug)
  if (exceptId !== undefined) taken = taken.where('id', '<>', exceptId)
  if (await taken.executeTakeFirst())
    throw new ApiError(409, TAX_CATEGORY_MESSAGES.slugTaken, [
      { path: 'slug', message: TAX_CATEGORY_MESSAGES.slugTaken },
    ])
}

export async function createTaxCategory(db: DB, input: TaxCategoryValues) {
  await checkSlugFree(db, input.slug)
  const row = await db
    .insertInto('tax_category')
    .values({ slug: input.slug, name: JSON.stringify(input.name), rate: input.rate })
    .returning('id')
    .executeTakeFirstOrThrow()
  return getTaxCategory(db, row.id)
}

/** A new rate applies to bookings from now on; each booked line keeps the rate it was sold at. */
export async function updateTaxCategory(db: DB, id: number, input: TaxCategoryValues) {
  await getTaxCategory(db, id)
  await checkSlugFree(db, input.slug, id)
  await db
    .updateTable('tax_category')
    .set({ slug: input.slug, name: JSON.stringify(input.name), rate: input.rate })
    .where('id', '=', id)
    .execute()
  return getTaxCategory(db, id)
}

/** Only an unused category goes: a product must never lose its tax without its supplier choosing. */
export async function deleteTaxCategory(db: DB, id: number) {
  const category = await getTaxCategory(db, id)
  if (category.products > 0) throw new ApiError(409, TAX_CATEGORY_MESSAGES.inUse)
  await db.deleteFrom('tax_category').where('id', '=', id).execute()
  return category
}
