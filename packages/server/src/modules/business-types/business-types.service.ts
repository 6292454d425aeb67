import { MESSAGES, type BusinessTypeRecord, type BusinessTypeValues, type Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'
import { translate } from '../catalogue/translate.js'

export const BUSINESS_TYPE_SORT_FIELDS = ['id', 'name', 'users'] as const
type SortField = (typeof BUSINESS_TYPE_SORT_FIELDS)[number]

interface ListQuery {
  q?: string
  range: [number, number]
  sort: { field: SortField; order: 'ASC' | 'DESC' }
}

// Deleted users keep their row (soft deletion), so they still hold the type.
const userCount = sql<number>`(select count(*)::int from app_user u where u.business_type_id = b.id)`

const businessTypeRows = (db: DB) =>
  db.selectFrom('business_type as b').select(['b.id', 'b.name', userCount.as('users')])

/** The business types, one page of them, with how many users run each; `q` looks in every name. */
export async function listBusinessTypes(db: DB, query: ListQuery, locale: Locale) {
  let types = db.selectFrom('business_type as b')
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    types = types.where(sql`b.name::text`, 'ilike', like)
  }
  const { total } = await types.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const sortBy = {
    id: sql`b.id`,
    name: sql`coalesce(b.name->>${locale}, b.name->>'en')`,
    users: userCount,
  }[query.sort.field]
  const [first, last] = query.range
  const rows = await types
    .select(['b.id', 'b.name', userCount.as('users')])
    .orderBy(sortBy, query.sort.order === 'DESC' ? 'desc' : 'asc')
    .orderBy('b.id')
    .offset(first)
    .limit(last - first + 1)
    .execute()
  return { data: rows as BusinessTypeRecord[], total: Number(total) }
}

export async function getBusinessType(db: DB, id: number): Promise<BusinessTypeRecord> {
  const row = await businessTypeRows(db).where('b.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(MESSAGES.businessTypeNotFound)
  return row as BusinessTypeRecord
}

export async function createBusinessType(db: DB, input: BusinessTypeValues) {
  const row = await db
    .insertInto('business_type')
    .values({ name: JSON.stringify(input.name) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return getBusinessType(db, row.id)
}

export async function updateBusinessType(db: DB, id: number, input: BusinessTypeValues) {
  await getBusinessType(db, id)
  await db
    .updateTable('business_type')
    .set({ name: JSON.stringify(input.name), updated_at: new Date() })
    .where('id', '=', id)
    .execute()
  return getBusinessType(db, id)
}

/** Removes a business type no user runs; one in use is a 409, so no user's answer is lost. */
export async function deleteBusinessType(db: DB, id: number) {
  const type = await getBusinessType(db, id)
  if (type.users > 0) throw new ApiError(409, MESSAGES.businessTypeInUse)
  await db.deleteFrom('business_type').where('id', '=', id).execute()
  return type
}

/** The sign-up form's choices, named in the caller's language with the English fallback. */
export async function businessTypeChoices(db: DB, locale: Locale) {
  const rows = await db.selectFrom('business_type').select(['id', 'name']).orderBy('id').execute()
  return rows
    .map((row) => ({ id: row.id, name: translate(row.name, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/** A sign-up's business type must exist: an unknown id is the field's 400, never a foreign-key 500. */
export async function assertKnownBusinessType(db: DB, id: number | null | undefined) {
  if (!id) return
  const found = await db.selectFrom('business_type').select('id').where('id', '=', id).executeTakeFirst()
  if (!found)
    throw badRequest(MESSAGES.businessTypeNotFound, [
      { path: 'business_type_id', message: MESSAGES.businessTypeNotFound },
    ])
}
