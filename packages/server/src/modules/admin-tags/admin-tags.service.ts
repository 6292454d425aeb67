import { MESSAGES, type Locale, type TagRecord, type TagValues } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'

export const TAG_SORT_FIELDS = ['id', 'slug', 'name', 'products'] as const
type SortField = (typeof TAG_SORT_FIELDS)[number]

interface ListQuery {
  q?: string
  range: [number, number]
  sort: { field: SortField; order: 'ASC' | 'DESC' }
}

const productCount = sql<number>`(select count(*)::int from service_tag st where st.tag_id = t.id)`

const tagRows = (db: DB) =>
  db.selectFrom('tag as t').select(['t.id', 't.slug', 't.name', productCount.as('products')])

/** The tags, one page of them, with how many products carry each; `q` looks in the slug and every name. */
export async function listTags(db: DB, query: ListQuery, locale: Locale) {
  let tags = db.selectFrom('tag as t')
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    tags = tags.where((eb) => eb.or([eb('t.slug', 'ilike', like), eb(sql`t.name::text`, 'ilike', like)]))
  }
  const { total } = await tags.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const sortBy = {
    id: sql`t.id`,
    slug: sql`t.slug`,
    name: sql`coalesce(t.name->>${locale}, t.name->>'en')`,
    products: productCount,
  }[query.sort.field]
  const [first, last] = query.range
  const rows = await tags
    .select(['t.id', 't.slug', 't.name', productCount.as('products')])
    .orderBy(sortBy, query.sort.order === 'DESC' ? 'desc' : 'asc')
    .orderBy('t.id')
    .offset(first)
    .limit(last - first + 1)
    .execute()
  return { data: rows as TagRecord[], total: Number(total) }
}

export async function getTag(db: DB, id: number): Promise<TagRecord> {
  const tag = await tagRows(db).where('t.id', '=', id).executeTakeFirst()
  if (!tag) throw notFound(MESSAGES.tagNotFound)
  return tag as TagRecord
}

async function checkSlugFree(db: DB, slug: string, exceptId?: number) {
  let taken = db.selectFrom('tag').select('id').where('slug', '=', slug)
  if (exceptId !== undefined) taken = taken.where('id', '<>', exceptId)
  if (await taken.executeTakeFirst())
    throw new ApiError(409, MESSAGES.tagSlugTaken, [{ path: 'slug', message: MESSAGES.tagSlugTaken }])
}

export async function createTag(db: DB, input: TagValues) {
  await checkSlugFree(db, input.slug)
  const row = await db
    .insertInto('tag')
    .values({ slug: input.slug, name: JSON.stringify(input.name) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return getTag(db, row.id)
}

export async function updateTag(db: DB, id: number, input: TagValues) {
  await getTag(db, id)
  await checkSlugFree(db, input.slug, id)
  await db
    .updateTable('tag')
    .set({ slug: input.slug, name: JSON.stringify(input.name) })
    .where('id', '=', id)
    .execute()
  return getTag(db, id)
}

/** Removes a tag; the products that carried it keep everything else. */
export async function deleteTag(db: DB, id: number) {
  const tag = await getTag(db, id)
  await db.deleteFrom('tag').where('id', '=', id).execute()
  return tag
}
