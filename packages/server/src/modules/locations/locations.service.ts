import { MESSAGES, type Locale, type LocationRecord, type LocationValues } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { counted } from '../../lib/guest-words/index.js'

export const LOCATION_SORT_FIELDS = ['id', 'slug', 'name', 'country_code', 'time_zone', 'products'] as const
type SortField = (typeof LOCATION_SORT_FIELDS)[number]

interface ListQuery {
  q?: string
  range: [number, number]
  sort: { field: SortField; order: 'ASC' | 'DESC' }
}

// Packages are services too, so this counts them with the other products.
const productCount = sql<number>`(select count(*)::int from service s where s.location_id = l.id)`
const COLUMNS = ['l.id', 'l.slug', 'l.name', 'l.country_code', 'l.time_zone', 'l.lat', 'l.lng'] as const

/** The locations, one page of them, with how many products are in each; `q` looks in the slug and every name. */
export async function listLocations(db: DB, query: ListQuery, locale: Locale) {
  let locations = db.selectFrom('location as l')
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    locations = locations.where((eb) =>
      eb.or([eb('l.slug', 'ilike', like), eb(sql`l.name::text`, 'ilike', like)]),
    )
  }
  const { total } = await locations
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  const sortBy = {
    id: sql`l.id`,
    slug: sql`l.slug`,
    name: sql`coalesce(l.name->>${locale}, l.name->>'en')`,
    country_code: sql`l.country_code`,
    time_zone: sql`l.time_zone`,
    products: productCount,
  }[query.sort.field]
  const [first, last] = query.range
  const rows = await locations
    .select([...COLUMNS, productCount.as('products')])
    .orderBy(sortBy, query.sort.order === 'DESC' ? 'desc' : 'asc')
    .orderBy('l.id')
    .offset(first)
    .limit(last - first + 1)
    .execute()
  return { data: rows as LocationRecord[], total: Number(total) }
}

export async function getLocation(db: DB, id: number): Promise<LocationRecord> {
  const location = await db
    .selectFrom('location as l')
    .select([...COLUMNS, productCount.as('products')])
    .where('l.id', '=', id)
    .executeTakeFirst()
  if (!location) throw notFound(MESSAGES.locationNotFound)
  return location as LocationRecord
}

async function checkSlugFree(db: DB, slug: string, exceptId?: number) {
  let taken = db.selectFrom('location').select('id').where('slug', '=', slug)
  if (exceptId !== undefined) taken = taken.where('id', '<>', exceptId)
  if (await taken.executeTakeFirst())
    throw new ApiError(409, MESSAGES.locationSlugTaken, [
      { path: 'slug', message: MESSAGES.locationSlugTaken },
    ])
}

const columns = (input: LocationValues) => ({
  slug: input.slug,
  name: JSON.stringify(input.name),
  country_code: input.country_code,
  time_zone: input.time_zone,
  lat: input.lat,
  lng: input.lng,
})

export async function createLocation(db: DB, input: LocationValues) {
  await checkSlugFree(db, input.slug)
  const row = await db.insertInto('location').values(columns(input)).returning('id').executeTakeFirstOrThrow()
  return getLocation(db, row.id)
}

export async function updateLocation(db: DB, id: number, input: LocationValues) {
  await getLocation(db, id)
  await checkSlugFree(db, input.slug, id)
  await db.updateTable('location').set(columns(input)).where('id', '=', id).execute()
  return getLocation(db, id)
}

/** Removes a location no product is in; one that products are in is refused, saying how many. */
export async function deleteLocation(db: DB, id: number, locale: Locale) {
  const location = await getLocation(db, id)
  if (location.products > 0)
    throw new ApiError(409, (words) => counted(words.locationInUse, location.products, locale))
  await db.deleteFrom('location').where('id', '=', id).execute()
  return location
}
